import { err } from './app-error.ts';

/** Remote judging: problems of other judges, their accounts and their submissions. */
export const remoteErrors = {
  RemoteSourceNotBuilt: err(
    'RemoteSourceNotBuilt',
    400,
    'Problems of {0} cannot be imported or judged yet; Codeforces (CF) and Gym (GYM) can',
    '暂不支持导入或评测 {0} 的题目；目前支持 Codeforces (CF) 和 Gym (GYM)',
  ),
  RemoteProblemIdInvalid: err(
    'RemoteProblemIdInvalid',
    400,
    '{0} is not a problem id of {1} (a contest number and a problem letter, such as 1A)',
    '{0} 不是 {1} 的题号（应为比赛编号加题目字母，例如 1A）',
  ),
  RemoteProblemExists: err(
    'RemoteProblemExists',
    400,
    'The problem {0} has already been imported',
    '题目 {0} 已经导入过了',
  ),
  RemoteSiteFailed: err(
    'RemoteSiteFailed',
    400,
    'The remote judge {0} could not be used: {1}',
    '无法使用远程评测站点 {0}：{1}',
  ),
  RemoteNoAccount: err(
    'RemoteNoAccount',
    400,
    'Remote judging of {0} is switched off: the site has no enabled account for it',
    '{0} 的远程评测未开启：没有可用的远程账号',
  ),
  RemotePasswordMissing: err(
    'RemotePasswordMissing',
    400,
    'The new account {0} needs its password',
    '新账号 {0} 需要填写密码',
  ),
  RemoteNoOnlineTest: err(
    'RemoteNoOnlineTest',
    400,
    '{0} is judged on its own site: it has no online test here; submit it to be judged there',
    '{0} 由其所在站点评测，本站不提供在线自测；请直接提交',
  ),
  ResubmitNotFailed: err(
    'ResubmitNotFailed',
    400,
    'Only a remote submission whose sending failed can be resubmitted',
    '只有提交失败的远程评测可以重新提交',
  ),
} as const;

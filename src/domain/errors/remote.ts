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
  RemoteSiteUnreachable: err(
    'RemoteSiteUnreachable',
    400,
    '{0} ({1}) cannot be reached from this server: check that the server can connect to the internet, or try again later',
    '本服务器无法连接 {0}（{1}）：请检查服务器能否访问互联网，或稍后再试',
  ),
  RemoteSiteNoAnswer: err(
    'RemoteSiteNoAnswer',
    400,
    '{0} ({1}) did not answer within {2} seconds: the site may be down or slow; try again later',
    '{0}（{1}）在 {2} 秒内没有响应：该站点可能已停止服务或过慢，请稍后再试',
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
  RemoteContestIdInvalid: err(
    'RemoteContestIdInvalid',
    400,
    "{0} does not name a remote contest: write its source and the site's contest id, such as CF-1, GYM-100001, AC-abc001, HDU-872 or POJ-1131",
    '{0} 不是远程比赛编号：请写来源和站点上的比赛编号，例如 CF-1、GYM-100001、AC-abc001、HDU-872 或 POJ-1131',
  ),
  RemoteContestNotBuilt: err(
    'RemoteContestNotBuilt',
    400,
    'Whole contests of {0} cannot be imported yet',
    '暂不支持导入 {0} 的整场比赛',
  ),
  RemoteContestNone: err(
    'RemoteContestNone',
    400,
    '{0} has no contests whose problems can be imported: import its problems one by one',
    '{0} 没有可导入题目的比赛：请逐题导入',
  ),
  RemoteContestProblemFailed: err(
    'RemoteContestProblemFailed',
    400,
    'The contest {0} was not imported: its problem {1} could not be fetched ({2}); nothing was changed',
    '比赛 {0} 未导入：无法获取其题目 {1}（{2}）；未做任何更改',
  ),
  RemoteContestWrongSource: err(
    'RemoteContestWrongSource',
    400,
    '{0} is not a contest of {1}; did you mean {2}?',
    '{0} 不是 {1} 的比赛，是否应为 {2}？',
  ),
  RemoteContestNotFound: err(
    'RemoteContestNotFound',
    400,
    'The contest {0} does not exist on its site, or the site does not show its problems',
    '比赛 {0} 在其站点上不存在，或站点不公开其题目',
  ),
  RemoteContestTooLarge: err(
    'RemoteContestTooLarge',
    400,
    'The contest {0} has {1} problems; with the {2} already here that is more than the {3} a contest holds',
    '比赛 {0} 有 {1} 道题，加上这里已有的 {2} 道，超过了上限 {3} 道',
  ),
  ResubmitNotFailed: err(
    'ResubmitNotFailed',
    400,
    'Only a remote submission whose sending failed can be resubmitted',
    '只有提交失败的远程评测可以重新提交',
  ),
} as const;

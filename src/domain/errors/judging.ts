import { err } from './app-error.ts';

/** Checker include files, submissions and judging. */
export const judgingErrors = {
  // Checker include files
  CheckerIncludeNameInvalid: err(
    'CheckerIncludeNameInvalid',
    400,
    'An include file needs a plain file name (letters, digits, . _ + -, at most 64 characters), not {0}',
    '头文件名只能是普通文件名（字母、数字、. _ + -，最多 64 个字符），不能是 {0}',
  ),
  CheckerIncludeNotText: err(
    'CheckerIncludeNotText',
    400,
    'The include file {0} is not a UTF-8 text file',
    '头文件 {0} 不是 UTF-8 文本文件',
  ),
  CheckerIncludeTooLarge: err(
    'CheckerIncludeTooLarge',
    400,
    'The include file {0} is larger than {1}',
    '头文件 {0} 大于 {1}',
  ),
  CheckerIncludeTooMany: err(
    'CheckerIncludeTooMany',
    400,
    'There are already {0} include files; delete one first',
    '已有 {0} 个头文件，请先删除一个',
  ),
  CheckerIncludeNotFound: err(
    'CheckerIncludeNotFound',
    404,
    'The include file {0} does not exist',
    '头文件 {0} 不存在',
  ),
  // Submissions and judging
  CodeEmpty: err('CodeEmpty', 400, 'Code can not be empty', '代码不能为空'),
  CodeTooLong: err('CodeTooLong', 400, 'Code Length can not exceed 65535', '代码长度不能超过65535'),
  TestInputTooLong: err(
    'TestInputTooLong',
    400,
    'The test input can not exceed 1000 characters',
    '测试输入不能超过1000个字符',
  ),
  LanguageNotAllowed: err(
    'LanguageNotAllowed',
    400,
    'The language {0} is not allowed for this problem',
    '该题目不允许使用 {0} 语言',
  ),
  LanguageNotInstalled: err(
    'LanguageNotInstalled',
    400,
    'The language {0} is not available on this judge',
    '评测机上没有可用的 {0} 语言',
  ),
  CaptchaRequired: err('CaptchaRequired', 400, 'Please enter the captcha', '请输入验证码'),
  RemoteJudgeUnavailable: err(
    'RemoteJudgeUnavailable',
    400,
    'Remote judging is not available on this server',
    '本站不支持远程评测',
  ),
  SubmitContestNotFound: err('SubmitContestNotFound', 404, 'The contest does not exist', '该比赛不存在'),
  JudgeUnavailable: err(
    'JudgeUnavailable',
    400,
    'The judge is not running; try again later',
    '评测机未运行，请稍后再试',
  ),
  TestRunBusy: err(
    'TestRunBusy',
    400,
    'Please wait for your previous online test to finish',
    '请等待上一次在线测试完成',
  ),
  TestRunNotFound: err(
    'TestRunNotFound',
    404,
    'The test result has expired or does not exist',
    '测试结果已过期或不存在',
  ),
  SubmissionNotFound: err('SubmissionNotFound', 404, 'The submission does not exist', '该提交不存在'),
  SubmissionNoAccess: err(
    'SubmissionNoAccess',
    403,
    'You have no permission to view this submission',
    '您没有权限查看该提交',
  ),
  /** Shown to students instead of a System Error that stopped on broken test data (administrators read which files). */
  TestDataBeingFixed: err(
    'TestDataBeingFixed',
    500,
    "The problem's test data is being fixed; this submission was not judged and can be judged again once it is",
    '该题目的测试数据正在修复中；本次提交未被评测，修复后可重新评测',
  ),
  ShareNotOwner: err(
    'ShareNotOwner',
    403,
    'Only the author of a submission may share it',
    '只有提交者本人可以分享该提交',
  ),
  ShareNotAllowed: err('ShareNotAllowed', 400, 'This problem does not allow sharing code', '该题目不允许分享代码'),
  ShareContest: err('ShareContest', 400, 'Contest submissions can not be shared', '比赛中的提交不能分享'),
  NoAcceptedCode: err(
    'NoAcceptedCode',
    400,
    "You haven't passed the problem so you cannot get the code passed recently",
    '您还没有通过该题目，无法获取最近通过的代码',
  ),
  ManualJudgeBusy: err(
    'ManualJudgeBusy',
    400,
    'A submission that is pending, compiling, judging or failed to compile can not be judged by hand',
    '等待评测、编译中、评测中或编译错误的提交不能人工修改结果',
  ),
  AlreadyCancelled: err('AlreadyCancelled', 400, 'The submission has already been cancelled', '该提交已被取消评测'),
  PageTooDeep: err(
    'PageTooDeep',
    400,
    'Pages after {0} are reached with the next and previous buttons',
    '第 {0} 页之后请使用上一页、下一页翻页',
  ),
};

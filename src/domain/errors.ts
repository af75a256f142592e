/**
 * The one catalogue of errors. Domain code throws `AppError`s made here; the HTTP layer turns
 * them into the envelope (business failures: HTTP 200 with body status 400/404; authentication
 * and permission failures: real HTTP 401/403). Every message exists in both UI languages;
 * `{0}`, `{1}` … are filled from the arguments.
 */
export type Lang = 'en-US' | 'zh-CN';

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: 400 | 401 | 403 | 404 | 413 | 429 | 500,
    readonly en: string,
    readonly zh: string,
    readonly data: unknown = null,
  ) {
    super(en);
    this.name = code;
  }

  message_(lang: Lang): string {
    return lang === 'zh-CN' ? this.zh : this.en;
  }

  /** The same error carrying `data` for the client (e.g. how many logins failed). */
  withData(data: unknown): AppError {
    return new AppError(this.code, this.status, this.en, this.zh, data);
  }
}

type Status = AppError['status'];

function fill(text: string, args: readonly (string | number)[]): string {
  return text.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

function err(code: string, status: Status, en: string, zh: string) {
  return (...args: (string | number)[]) => new AppError(code, status, fill(en, args), fill(zh, args));
}

export const Errors = {
  Validation: err('Validation', 400, '{0}', '{0}'),
  BadRequest: err('BadRequest', 400, '{0}', '{0}'),
  NotLoggedIn: err('NotLoggedIn', 401, 'Please login first', '请先登录'),
  SessionExpired: err('SessionExpired', 401, 'Login has expired, please login again', '登录已过期，请重新登录'),
  Forbidden: err('Forbidden', 403, 'Sorry, you do not have permission for this operation', '对不起，您无权进行此操作'),
  AdminOnly: err('AdminOnly', 403, 'Please login again with the administrator account', '请使用管理员账号重新登录'),
  NotFound: err('NotFound', 404, '{0} not found', '{0}不存在'),
  RouteNotFound: err('RouteNotFound', 404, 'Query error: unable to find the resource to request', '查询错误：找不到请求的资源'),
  PayloadTooLarge: err('PayloadTooLarge', 413, 'The request body is larger than {0}', '请求体大于 {0}'),
  BodyTooLarge: err('BodyTooLarge', 413, 'The request body is too large', '请求体过大'),
  InvalidJson: err('InvalidJson', 400, 'The request body is not valid JSON', '请求体不是有效的 JSON'),
  MalformedRequest: err('MalformedRequest', 400, 'The request is malformed', '请求格式不正确'),
  TooFast: err('TooFast', 429, 'Speed too fast, may be machine operation, verify again', '操作过快，可能是机器操作，请重新验证'),
  Internal: err('Internal', 500, 'Server error, please refresh again', '服务器错误，请刷新重试'),
  // Accounts and sessions
  WrongCredentials: err('WrongCredentials', 400, 'Please check your username or password', '请检查您的用户名或密码'),
  SlideRequired: err('SlideRequired', 400, 'Please complete the slide verification', '请先完成滑动验证'),
  SlideFailed: err('SlideFailed', 400, 'Slide verification failed, please try again', '滑动验证失败，请重试'),
  LoginLocked: err('LoginLocked', 400, 'Too many failed logins: try again in {0} minutes', '登录失败次数过多，请 {0} 分钟后再试'),
  LoginAddressLocked: err('LoginAddressLocked', 400, 'Too many failed logins from this address: try again in {0} minutes', '该地址登录失败次数过多，请 {0} 分钟后再试'),
  AccountDisabled: err('AccountDisabled', 403, 'This account has been disabled', '该账号已被禁用'),
  RegisterClosed: err('RegisterClosed', 403, 'Registration is closed', '本站已关闭注册'),
  UsernameExists: err('UsernameExists', 400, 'The username already exists', '用户名已存在'),
  EmailExists: err('EmailExists', 400, 'The email already exists', '邮箱已被使用'),
  EmailUnchanged: err('EmailUnchanged', 400, 'The new email is the same as the current one', '新邮箱与当前邮箱相同'),
  EmailNotRegistered: err('EmailNotRegistered', 400, 'No account uses this email', '没有账号使用该邮箱'),
  UserNotFound: err('UserNotFound', 404, 'The user does not exist', '用户不存在'),
  EmailNotConfigured: err('EmailNotConfigured', 400, 'Email is not configured on this site; use the image captcha', '本站未配置邮件服务，请使用图片验证码'),
  ResetNeedsEmail: err('ResetNeedsEmail', 400, 'Email is not configured; ask an administrator to reset your password', '本站未配置邮件服务，请联系管理员重置密码'),
  MailFailed: err('MailFailed', 400, 'The email could not be sent; check the site\'s mail settings', '邮件发送失败，请检查本站的邮件设置'),
  CaptchaWrong: err('CaptchaWrong', 400, 'The captcha is wrong or has expired', '图片验证码错误或已过期'),
  EmailCodeWrong: err('EmailCodeWrong', 400, 'The email code is wrong or has expired', '邮箱验证码错误或已过期'),
  EmailCodeRequired: err('EmailCodeRequired', 400, 'code is required', 'code 不能为空'),
  CodeTooSoon: err('CodeTooSoon', 400, 'Please wait {0} seconds before asking for another code', '请 {0} 秒后再获取验证码'),
  ResetCodeWrong: err('ResetCodeWrong', 400, 'The reset link is invalid or has expired', '重置链接无效或已过期'),
  CurrentPasswordWrong: err('CurrentPasswordWrong', 400, 'The current password is wrong', '当前密码错误'),
  RootOnlyTarget: err('RootOnlyTarget', 403, 'Only the super administrator may change an administrator\'s password', '只有超级管理员可以修改管理员的密码'),
  NoSubmitRight: err('NoSubmitRight', 403, 'Your account is not allowed to submit', '您的账号已被禁止提交'),
  NoPostRight: err('NoPostRight', 403, 'Your account is not allowed to post discussions', '您的账号已被禁止发帖'),
  NoCommentRight: err('NoCommentRight', 403, 'Your account is muted and cannot comment', '您的账号已被禁言，无法评论'),
  FileTypeNotSupported: err('FileTypeNotSupported', 400, 'File type not support', '文件类型不支持'),
  FileTooLarge: err('FileTooLarge', 400, 'Exceed max size limit', '超出大小限制'),
  FileRequired: err('FileRequired', 400, '{0} is required', '{0} 不能为空'),
  // Problems, tags, test data and problem packages
  ProblemIdRequired: err('ProblemIdRequired', 400, 'Problem Display ID is required', '题目展示ID不能为空'),
  ProblemTitleRequired: err('ProblemTitleRequired', 400, 'Problem title is required', '题目标题不能为空'),
  ContestDisplayRequired: err('ContestDisplayRequired', 400, 'Contest display ID and display title are required', '比赛题目展示ID和展示标题不能为空'),
  FileIoNamesRequired: err('FileIoNamesRequired', 400, 'With file IO the input and output file names are required', '文件读写模式下输入和输出文件名不能为空'),
  FileIoNameInvalid: err('FileIoNameInvalid', 400, 'The file name {0} may only hold letters, digits, dot, dash and underscore', '文件名 {0} 只能包含字母、数字、点、短横线和下划线'),
  TestcaseZipRequired: err('TestcaseZipRequired', 400, 'Please upload the test case archive', '请上传测试数据压缩包'),
  TestcaseDirUnknown: err('TestcaseDirUnknown', 400, 'The uploaded test data has expired or does not exist, please upload it again', '上传的测试数据已过期或不存在，请重新上传'),
  SampleRequired: err('SampleRequired', 400, 'At least one judge sample is required', '至少需要一个评测样例'),
  SampleEmpty: err('SampleEmpty', 400, 'Judge sample {0}: the input or the output is required', '评测样例 {0}：输入或输出不能都为空'),
  SampleScoreInvalid: err('SampleScoreInvalid', 400, 'Judge sample {0}: the score must be an integer of at least 0', '评测样例 {0}：分数必须是不小于 0 的整数'),
  SampleGroupRequired: err('SampleGroupRequired', 400, 'Judge sample {0}: the subtask group number is required', '评测样例 {0}：子任务组号不能为空'),
  SampleFileUnknown: err('SampleFileUnknown', 400, 'Judge sample {0}: the file {1} is not part of the test data', '评测样例 {0}：测试数据中没有文件 {1}'),
  SpjCodeRequired: err('SpjCodeRequired', 400, 'The special judge code is required', '特殊判题代码不能为空'),
  InteractorCodeRequired: err('InteractorCodeRequired', 400, 'The interactive judge code is required', '交互判题代码不能为空'),
  CheckerCompileFailed: err('CheckerCompileFailed', 400, 'Compile Error: {0}', '编译错误：{0}'),
  CheckerCompilerUnavailable: err('CheckerCompilerUnavailable', 400, 'The judge cannot compile the special or interactive judge code now; try again later', '评测机暂时无法编译特殊判题或交互判题代码，请稍后再试'),
  SpjLanguageUnsupported: err('SpjLanguageUnsupported', 400, 'Special and interactive judges must be written in C or C++, not {0}', '特殊判题和交互判题只能使用 C 或 C++ 编写，不支持 {0}'),
  LanguageRequired: err('LanguageRequired', 400, 'Please select at least one language', '请至少选择一种编程语言'),
  LanguageUnknown: err('LanguageUnknown', 400, 'Unknown language: {0}', '未知的编程语言：{0}'),
  CodeTemplateEmpty: err('CodeTemplateEmpty', 400, 'The enabled code template of {0} cannot be empty', '已启用的 {0} 代码模板不能为空'),
  TagDuplicate: err('TagDuplicate', 400, 'Tags cannot be duplicated: {0}', '标签不能重复：{0}'),
  TagNameRequired: err('TagNameRequired', 400, 'A new tag needs a name', '新标签的名称不能为空'),
  ProblemIdExists: err('ProblemIdExists', 400, 'The problem display ID {0} already exists', '题目展示ID {0} 已存在'),
  ProblemNotFound: err('ProblemNotFound', 404, 'The problem does not exist', '该题目不存在'),
  ProblemNoAccess: err('ProblemNoAccess', 403, 'You have no permission to view this problem', '您没有权限查看该题目'),
  ProblemEditForbidden: err('ProblemEditForbidden', 403, 'Only the author or an administrator may change this problem', '只有题目作者或管理员可以修改该题目'),
  NoPublicProblem: err('NoPublicProblem', 400, 'There is no public problem yet', '目前还没有公开的题目'),
  TagNotFound: err('TagNotFound', 404, 'The tag does not exist', '该标签不存在'),
  TagExists: err('TagExists', 400, 'The tag {0} already exists', '标签 {0} 已存在'),
  TagClassificationNotFound: err('TagClassificationNotFound', 404, 'The tag classification does not exist', '该标签分类不存在'),
  ZipInvalid: err('ZipInvalid', 400, 'The file is not a valid zip archive: {0}', '该文件不是有效的 zip 压缩包：{0}'),
  ZipEmpty: err('ZipEmpty', 400, 'The archive holds no test case files', '压缩包中没有测试数据文件'),
  ZipUnsafePath: err('ZipUnsafePath', 400, 'The archive entry {0} has an unsafe path', '压缩包中的条目 {0} 路径不安全'),
  ZipTooManyEntries: err('ZipTooManyEntries', 400, 'The archive has more than {0} entries', '压缩包中的条目超过 {0} 个'),
  ZipTooLarge: err('ZipTooLarge', 400, 'The archive unpacks to more than {0}', '压缩包解压后超过 {0}'),
  ZipBadRatio: err('ZipBadRatio', 400, 'The archive entry {0} claims an impossible compression ratio', '压缩包条目 {0} 的压缩比异常'),
  ZipSizeMismatch: err('ZipSizeMismatch', 400, 'The archive entry {0} does not match its declared size or checksum', '压缩包条目 {0} 与声明的大小或校验和不符'),
  ZipUnsupported: err('ZipUnsupported', 400, 'The archive entry {0} uses an unsupported format ({1})', '压缩包条目 {0} 使用了不支持的格式（{1}）'),
  ZipOverlap: err('ZipOverlap', 400, 'The archive entries {0} and {1} share compressed data', '压缩包条目 {0} 与 {1} 共用压缩数据'),
  StagingFull: err('StagingFull', 400, 'Uploaded test data waiting to be saved already takes {0} (the limit is {1}); save or leave the open problem forms, or try again later', '等待保存的测试数据已占用 {0}（上限 {1}）；请先保存或关闭打开的题目编辑页，或稍后再试'),
  PackageTooManyCases: err('PackageTooManyCases', 400, '{0}: the package declares {1} test cases; at most {2} are accepted', '{0}：题目包声明了 {1} 个测试点，最多接受 {2} 个'),
  PackageDataTooLarge: err('PackageDataTooLarge', 400, '{0}: the test data would unpack to more than {1}', '{0}：测试数据解压后将超过 {1}'),
  PackageWrongFormat: err('PackageWrongFormat', 400, '{0} looks like a {1} package ({2}), not {3}: choose “{1}” on the import page', '{0} 看起来是 {1} 题目包（{2}），不是 {3}：请在导入页选择“{1}”'),
  PackageNoTestData: err('PackageNoTestData', 400, '{0} has no test data', '{0} 没有测试数据'),
  PackageNothingImported: err('PackageNothingImported', 400, 'No problem was imported: {0}', '没有导入任何题目：{0}'),
  TestcaseNotAtRoot: err('TestcaseNotAtRoot', 400, 'Test case files must be at the root of the archive, but {0} is in a folder', '测试数据文件必须位于压缩包根目录，但 {0} 在文件夹中'),
  TestcaseUnpaired: err('TestcaseUnpaired', 400, 'The output file {0} has no matching input file', '输出文件 {0} 没有对应的输入文件'),
  TestcaseDoubleOutput: err('TestcaseDoubleOutput', 400, 'The input {0} has two output files ({1} and {2})', '输入文件 {0} 有两个输出文件（{1} 和 {2}）'),
  TestcaseUnknownFile: err('TestcaseUnknownFile', 400, 'Unrecognised file {0}: use N.in with N.out (or N.ans), or *input*.txt with *output*.txt', '无法识别的文件 {0}：请使用 N.in 与 N.out（或 N.ans），或 *input*.txt 与 *output*.txt'),
  TestcaseNoData: err('TestcaseNoData', 400, 'This problem has no test data', '该题目没有测试数据'),
  PackageInvalid: err('PackageInvalid', 400, 'The problem package is invalid: {0}', '题目包无效：{0}'),
  PackageEmpty: err('PackageEmpty', 400, 'The package holds no problem', '题目包中没有题目'),
  CheckerTypeUnsupported: err('CheckerTypeUnsupported', 400, '{0}: the checker type {1} is not supported (supported: {2})', '{0}：不支持检查程序类型 {1}（支持：{2}）'),
  CheckerLanguageUnsupported: err('CheckerLanguageUnsupported', 400, '{0}: the checker {1} is not written in C or C++', '{0}：检查程序 {1} 不是用 C 或 C++ 编写的'),
  PackageTestMissing: err('PackageTestMissing', 400, '{0}: the test file {1} is not in the package (a package with generated tests must be the full package)', '{0}：题目包中没有测试文件 {1}（含生成测试的题目需导入完整题目包）'),
  // Checker include files
  CheckerIncludeNameInvalid: err('CheckerIncludeNameInvalid', 400, 'An include file needs a plain file name (letters, digits, . _ + -, at most 64 characters), not {0}', '头文件名只能是普通文件名（字母、数字、. _ + -，最多 64 个字符），不能是 {0}'),
  CheckerIncludeNotText: err('CheckerIncludeNotText', 400, 'The include file {0} is not a UTF-8 text file', '头文件 {0} 不是 UTF-8 文本文件'),
  CheckerIncludeTooLarge: err('CheckerIncludeTooLarge', 400, 'The include file {0} is larger than {1}', '头文件 {0} 大于 {1}'),
  CheckerIncludeTooMany: err('CheckerIncludeTooMany', 400, 'There are already {0} include files; delete one first', '已有 {0} 个头文件，请先删除一个'),
  CheckerIncludeNotFound: err('CheckerIncludeNotFound', 404, 'The include file {0} does not exist', '头文件 {0} 不存在'),
  // Submissions and judging
  CodeEmpty: err('CodeEmpty', 400, 'Code can not be empty', '代码不能为空'),
  CodeTooLong: err('CodeTooLong', 400, 'Code Length can not exceed 65535', '代码长度不能超过65535'),
  TestInputTooLong: err('TestInputTooLong', 400, 'The test input can not exceed 1000 characters', '测试输入不能超过1000个字符'),
  LanguageNotAllowed: err('LanguageNotAllowed', 400, 'The language {0} is not allowed for this problem', '该题目不允许使用 {0} 语言'),
  LanguageNotInstalled: err('LanguageNotInstalled', 400, 'The language {0} is not available on this judge', '评测机上没有可用的 {0} 语言'),
  CaptchaRequired: err('CaptchaRequired', 400, 'Please enter the captcha', '请输入验证码'),
  RemoteJudgeUnavailable: err('RemoteJudgeUnavailable', 400, 'Remote judging is not available on this server', '本站不支持远程评测'),
  SubmitContestNotFound: err('SubmitContestNotFound', 404, 'The contest does not exist', '该比赛不存在'),
  JudgeUnavailable: err('JudgeUnavailable', 400, 'The judge is not running; try again later', '评测机未运行，请稍后再试'),
  TestRunBusy: err('TestRunBusy', 400, 'Please wait for your previous online test to finish', '请等待上一次在线测试完成'),
  TestRunNotFound: err('TestRunNotFound', 404, 'The test result has expired or does not exist', '测试结果已过期或不存在'),
  SubmissionNotFound: err('SubmissionNotFound', 404, 'The submission does not exist', '该提交不存在'),
  SubmissionNoAccess: err('SubmissionNoAccess', 403, 'You have no permission to view this submission', '您没有权限查看该提交'),
  ShareNotOwner: err('ShareNotOwner', 403, 'Only the author of a submission may share it', '只有提交者本人可以分享该提交'),
  ShareNotAllowed: err('ShareNotAllowed', 400, 'This problem does not allow sharing code', '该题目不允许分享代码'),
  ShareContest: err('ShareContest', 400, 'Contest submissions can not be shared', '比赛中的提交不能分享'),
  NoAcceptedCode: err('NoAcceptedCode', 400, 'You haven\'t passed the problem so you cannot get the code passed recently', '您还没有通过该题目，无法获取最近通过的代码'),
  ManualJudgeBusy: err('ManualJudgeBusy', 400, 'A submission that is pending, compiling, judging or failed to compile can not be judged by hand', '等待评测、编译中、评测中或编译错误的提交不能人工修改结果'),
  AlreadyCancelled: err('AlreadyCancelled', 400, 'The submission has already been cancelled', '该提交已被取消评测'),
  PageTooDeep: err('PageTooDeep', 400, 'Pages after {0} are reached with the next and previous buttons', '第 {0} 页之后请使用上一页、下一页翻页'),
  // Contests
  ContestNotFound: err('ContestNotFound', 404, 'The contest does not exist', '该比赛不存在'),
  ContestNotStarted: err('ContestNotStarted', 403, 'The contest has not started yet', '比赛尚未开始'),
  ContestEnded: err('ContestEnded', 400, 'The contest has ended', '比赛已结束'),
  ContestNeedsRegister: err('ContestNeedsRegister', 403, 'Please register for the contest first', '请先报名参加比赛'),
  ContestAccountRule: err('ContestAccountRule', 403, 'Your account is not allowed to take part in this contest', '您的账号不在本比赛允许参赛的账号范围内'),
  ContestWrongPassword: err('ContestWrongPassword', 400, 'The contest password is wrong', '比赛密码错误'),
  ContestPasswordEmpty: err('ContestPasswordEmpty', 400, 'Enter the contest password', '请输入比赛密码'),
  ContestAlreadyRegistered: err('ContestAlreadyRegistered', 400, 'You have already registered for this contest', '您已经报名过该比赛'),
  ContestAdminOnly: err('ContestAdminOnly', 403, 'Only the contest\'s administrators may do this', '只有比赛管理员可以进行此操作'),
  ContestTitleRequired: err('ContestTitleRequired', 400, 'Contest Title is required', '比赛标题不能为空'),
  ContestDescriptionRequired: err('ContestDescriptionRequired', 400, 'Contest Description is required', '比赛描述不能为空'),
  ContestStartRequired: err('ContestStartRequired', 400, 'Contest Start Time is required', '比赛开始时间不能为空'),
  ContestEndRequired: err('ContestEndRequired', 400, 'Contest End Time is required', '比赛结束时间不能为空'),
  ContestDurationCheck: err('ContestDurationCheck', 400, 'The contest duration must be greater than 0: the end must be after the start', '比赛时长必须大于0：结束时间必须晚于开始时间'),
  ContestPasswordRequired: err('ContestPasswordRequired', 400, 'A private or protected contest needs a password', '私有赛或保护赛需要设置密码'),
  ContestSealTimeInvalid: err('ContestSealTimeInvalid', 400, 'The seal time must lie between the start and the end', '封榜时间必须在比赛开始与结束之间'),
  ContestStarDuplicate: err('ContestStarDuplicate', 400, 'The star user {0} is listed twice', '打星用户 {0} 重复'),
  ContestAwardsRequired: err('ContestAwardsRequired', 400, 'Awards are switched on: add at least one award', '已开启奖项：请至少添加一个奖项'),
  ContestAccountRuleInvalid: err('ContestAccountRuleInvalid', 400, 'The account limit is on: fill in its rule', '已开启账号限制：请填写账号规则'),
  ContestTypeLocked: err('ContestTypeLocked', 400, 'The rule type of a contest cannot be changed', '比赛的赛制不能修改'),
  ContestProblemTypeMismatch: err('ContestProblemTypeMismatch', 400, 'An {0} contest accepts only {0} problems', '{0} 赛制的比赛只能添加 {0} 类型的题目'),
  ContestDisplayIdExists: err('ContestDisplayIdExists', 400, 'The display ID {0} is already used in this contest', '展示ID {0} 在本比赛中已被使用'),
  ContestProblemExists: err('ContestProblemExists', 400, 'The problem is already in this contest', '该题目已在本比赛中'),
  ContestProblemNotFound: err('ContestProblemNotFound', 404, 'The problem is not part of this contest', '该题目不属于本比赛'),
  ContestProblemHidden: err('ContestProblemHidden', 403, 'This problem is not open for submission', '该题目不允许提交'),
  ContestBoardClosed: err('ContestBoardClosed', 403, 'The outside scoreboard of this contest is not open', '该比赛未开放外榜'),
  ContestPrintClosed: err('ContestPrintClosed', 403, 'Printing is not open in this contest', '本比赛未开放打印'),
  PrintContentEmpty: err('PrintContentEmpty', 400, 'Content cannot be empty', '内容不能为空'),
  PrintContentShort: err('PrintContentShort', 400, 'The number of content cannot be less than 50', '内容字数不能少于50'),
  PrintContentLong: err('PrintContentLong', 400, 'The content cannot be longer than {0} characters', '内容不能超过 {0} 个字符'),
  PrintTooSoon: err('PrintTooSoon', 429, 'Please wait {0} seconds before printing again', '请 {0} 秒后再提交打印'),
  PrintNotFound: err('PrintNotFound', 404, 'The print request does not exist', '该打印请求不存在'),
  ContestAnnouncementNotFound: err('ContestAnnouncementNotFound', 404, 'The announcement does not exist', '该公告不存在'),
  ScrollBoardClosed: err('ScrollBoardClosed', 400, 'The scroll board opens once a sealed ACM contest has ended', '滚榜只在封榜的 ACM 比赛结束后开放'),
  ExamAddressInvalid: err('ExamAddressInvalid', 400, 'The exam address {0} is not an IP address or a CIDR range', '考试地址 {0} 不是有效的 IP 地址或 CIDR 网段'),
  ExamAddressRefused: err('ExamAddressRefused', 403, 'Your exam can only be taken from the lab\'s computers', '本场考试只能在机房的电脑上参加'),
  ExamContestOnly: err('ExamContestOnly', 403, 'During the exam only the exam\'s pages are open', '考试期间只能访问考试页面'),
  ContestParticipantNotFound: err('ContestParticipantNotFound', 404, 'The user is not registered for this contest', '该用户未报名本比赛'),
  ExtraTimeInvalid: err('ExtraTimeInvalid', 400, 'Extra time must be between 0 and 600 minutes', '延长时间必须在 0 到 600 分钟之间'),
  ContestNotAcm: err('ContestNotAcm', 400, 'Only ACM contests have this', '只有 ACM 赛制的比赛有此功能'),
};

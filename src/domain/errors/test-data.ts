import { err } from './app-error.ts';

/** Test data archives and problem packages: what an upload or an import is refused for. */
export const testDataErrors = {
  // Test data archives and problem packages
  ZipInvalid: err('ZipInvalid', 400, 'The file is not a valid zip archive: {0}', '该文件不是有效的 zip 压缩包：{0}'),
  ZipEmpty: err('ZipEmpty', 400, 'The archive holds no test case files', '压缩包中没有测试数据文件'),
  ZipUnsafePath: err('ZipUnsafePath', 400, 'The archive entry {0} has an unsafe path', '压缩包中的条目 {0} 路径不安全'),
  ZipTooManyEntries: err(
    'ZipTooManyEntries',
    400,
    'The archive has more than {0} entries',
    '压缩包中的条目超过 {0} 个',
  ),
  ZipTooLarge: err('ZipTooLarge', 400, 'The archive unpacks to more than {0}', '压缩包解压后超过 {0}'),
  ZipBadRatio: err(
    'ZipBadRatio',
    400,
    'The archive entry {0} claims an impossible compression ratio',
    '压缩包条目 {0} 的压缩比异常',
  ),
  ZipSizeMismatch: err(
    'ZipSizeMismatch',
    400,
    'The archive entry {0} does not match its declared size or checksum',
    '压缩包条目 {0} 与声明的大小或校验和不符',
  ),
  ZipUnsupported: err(
    'ZipUnsupported',
    400,
    'The archive entry {0} uses an unsupported format ({1})',
    '压缩包条目 {0} 使用了不支持的格式（{1}）',
  ),
  ZipOverlap: err(
    'ZipOverlap',
    400,
    'The archive entries {0} and {1} share compressed data',
    '压缩包条目 {0} 与 {1} 共用压缩数据',
  ),
  StagingFull: err(
    'StagingFull',
    400,
    'Uploaded test data waiting to be saved already takes {0} (the limit is {1}); save or leave the open problem forms, or try again later',
    '等待保存的测试数据已占用 {0}（上限 {1}）；请先保存或关闭打开的题目编辑页，或稍后再试',
  ),
  PackageTooManyCases: err(
    'PackageTooManyCases',
    400,
    '{0}: the package declares {1} test cases; at most {2} are accepted',
    '{0}：题目包声明了 {1} 个测试点，最多接受 {2} 个',
  ),
  PackageDataTooLarge: err(
    'PackageDataTooLarge',
    400,
    '{0}: the test data would unpack to more than {1}',
    '{0}：测试数据解压后将超过 {1}',
  ),
  PackageWrongFormat: err(
    'PackageWrongFormat',
    400,
    '{0} looks like a {1} package ({2}), not {3}: choose “{1}” on the import page',
    '{0} 看起来是 {1} 题目包（{2}），不是 {3}：请在导入页选择“{1}”',
  ),
  PackageNoTestData: err('PackageNoTestData', 400, '{0} has no test data', '{0} 没有测试数据'),
  PackageNothingImported: err('PackageNothingImported', 400, 'No problem was imported: {0}', '没有导入任何题目：{0}'),
  TestcaseNotAtRoot: err(
    'TestcaseNotAtRoot',
    400,
    'Test case files must be at the root of the archive, but {0} is in a folder',
    '测试数据文件必须位于压缩包根目录，但 {0} 在文件夹中',
  ),
  TestcaseUnpaired: err(
    'TestcaseUnpaired',
    400,
    'The output file {0} has no matching input file',
    '输出文件 {0} 没有对应的输入文件',
  ),
  TestcaseDoubleOutput: err(
    'TestcaseDoubleOutput',
    400,
    'The input {0} has two output files ({1} and {2})',
    '输入文件 {0} 有两个输出文件（{1} 和 {2}）',
  ),
  TestcaseUnknownFile: err(
    'TestcaseUnknownFile',
    400,
    'Unrecognised file {0}: use N.in with N.out (or N.ans), or *input*.txt with *output*.txt',
    '无法识别的文件 {0}：请使用 N.in 与 N.out（或 N.ans），或 *input*.txt 与 *output*.txt',
  ),
  TestcaseNoData: err('TestcaseNoData', 400, 'This problem has no test data', '该题目没有测试数据'),
  PackageInvalid: err('PackageInvalid', 400, 'The problem package is invalid: {0}', '题目包无效：{0}'),
  PackageEmpty: err('PackageEmpty', 400, 'The package holds no problem', '题目包中没有题目'),
  CheckerTypeUnsupported: err(
    'CheckerTypeUnsupported',
    400,
    '{0}: the checker type {1} is not supported (supported: {2})',
    '{0}：不支持检查程序类型 {1}（支持：{2}）',
  ),
  CheckerLanguageUnsupported: err(
    'CheckerLanguageUnsupported',
    400,
    '{0}: the checker {1} is not written in C or C++',
    '{0}：检查程序 {1} 不是用 C 或 C++ 编写的',
  ),
  PackageTestMissing: err(
    'PackageTestMissing',
    400,
    '{0}: the test file {1} is not in the package (a package with generated tests must be the full package)',
    '{0}：题目包中没有测试文件 {1}（含生成测试的题目需导入完整题目包）',
  ),
  PackageSamplesEmpty: err(
    'PackageSamplesEmpty',
    400,
    '{0} has no test data and its samples are empty: it would be judged on one empty test, where any program that prints nothing is accepted',
    '{0} 没有测试数据，样例也是空的：导入后只有一个空测试点，任何什么都不输出的程序都会通过',
  ),
  PackageAnswerMissing: err(
    'PackageAnswerMissing',
    400,
    '{0}: the answer file {1} of test {2} is not in the package (a package without answers must be the full package, or have its answers generated first)',
    '{0}：题目包中没有测试点 {2} 的答案文件 {1}（缺答案的题目包需导入完整题目包，或先生成答案）',
  ),
};

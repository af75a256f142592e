import { err } from './app-error.ts';

/** Judge nodes: the machines that judge for this server, and their tokens. */
export const judgeNodesErrors = {
  JudgeNodeNameInvalid: err(
    'JudgeNodeNameInvalid',
    400,
    'A judge node name is 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit; "{0}" is not',
    '评测节点名称应为 1 到 64 个字母、数字、点、短横线或下划线，并以字母或数字开头；“{0}”不符合',
  ),
  JudgeNodeNameTaken: err(
    'JudgeNodeNameTaken',
    400,
    'A judge node named {0} already exists',
    '已存在名为 {0} 的评测节点',
  ),
  JudgeNodeNotFound: err('JudgeNodeNotFound', 404, 'There is no judge node {0}', '评测节点 {0} 不存在'),
  JudgeNodeTokenRefused: err(
    'JudgeNodeTokenRefused',
    401,
    'This judge node token is unknown or has been revoked',
    '评测节点令牌无效或已被吊销',
  ),
};

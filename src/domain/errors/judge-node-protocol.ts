import { err } from './app-error.ts';

/** The judge node protocol's refusals (the token's own are in judge-nodes.ts). */
export const judgeNodeProtocolErrors = {
  JudgeNodeVersionMismatch: err(
    'JudgeNodeVersionMismatch',
    400,
    'This judge node runs version {0} but the server runs {1}: a node judges only for a server of its own version',
    '该评测节点的版本为 {0}，服务器的版本为 {1}：评测节点只为同版本的服务器评测',
  ),
  JudgeNodeNoLanguages: err(
    'JudgeNodeNoLanguages',
    400,
    'This judge node offers no language it can judge',
    '该评测节点没有可用的评测语言',
  ),
  JudgeNodeFileNotHeld: err(
    'JudgeNodeFileNotHeld',
    404,
    'No task this judge node holds has the file {0}',
    '该评测节点持有的评测任务中没有文件 {0}',
  ),
};

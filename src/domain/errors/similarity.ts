import { err } from './app-error.ts';

/** Similarity checks. */
export const similarityErrors = {
  SimilarityNotAllowed: err(
    'SimilarityNotAllowed',
    403,
    'Only the administrators of this contest, training or problem may run or read its similarity check',
    '只有该比赛、训练或题目的管理员可以运行或查看其代码相似度检查',
  ),
  SimilarityRunning: err(
    'SimilarityRunning',
    400,
    'A similarity check of this scope is already running; wait for it to finish',
    '该范围的代码相似度检查正在进行，请等待其完成',
  ),
  SimilarityTooMany: err(
    'SimilarityTooMany',
    400,
    'A similarity check reads at most {0} submissions; this scope has {1}',
    '一次代码相似度检查最多读取 {0} 份提交，该范围有 {1} 份',
  ),
  SimilarityPairNotFound: err(
    'SimilarityPairNotFound',
    404,
    'These two submissions are not a pair of the last similarity check',
    '这两份提交不是最近一次代码相似度检查中的一对',
  ),
};

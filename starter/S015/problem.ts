import type { StarterSource } from '../types.ts';

const list = (r: Parameters<StarterSource['inputs']>[0], n: number, lo: number, hi: number) => `${n}\n${r.ints(n, lo, hi).join(' ')}\n`;

export default {
  title: { en: 'Above Average', zh: '高于平均分' },
  description: {
    en: 'A class has $n$ scores. How many scores are strictly above the class average?',
    zh: '一个班有 $n$ 个分数。有多少个分数严格高于全班平均分？',
  },
  input: { en: 'The first line holds $n$ ($1 \\le n \\le 10^5$); the second, $n$ scores between 0 and 100.', zh: '第一行为 $n$（$1 \\le n \\le 10^5$）；第二行为 $n$ 个 0 到 100 之间的分数。' },
  output: { en: 'The count.', zh: '人数。' },
  hint: { en: 'Compare $a_i \\cdot n$ with the sum to stay in integers and avoid rounding.', zh: '比较 $a_i \\cdot n$ 与总和，全用整数，避免舍入误差。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Arrays'],
  inputs: (r) => ['5\n60 70 80 90 100\n', '1\n50\n', '4\n80 80 80 80\n', list(r, 7, 0, 100), list(r, 1000, 0, 100), list(r, 30000, 0, 100)],
} satisfies StarterSource;

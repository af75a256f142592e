import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Making Change', zh: '找零钱' },
  description: {
    en: 'A shop has coins and notes worth 1, 5, 10, 20, 50 and 100, as many as needed. Pay exactly $n$ with as few pieces as possible: how many pieces are needed?',
    zh: '商店有面值 1、5、10、20、50、100 的硬币和纸币，数量不限。恰好凑出 $n$ 元，最少需要几张（枚）？',
  },
  input: { en: 'One integer $n$ ($1 \\le n \\le 10^{12}$).', zh: '一个整数 $n$（$1 \\le n \\le 10^{12}$）。' },
  output: { en: 'The smallest number of pieces.', zh: '最少的张数。' },
  hint: { en: 'Greedy: always take the largest piece that still fits. It works for these values.', zh: '贪心：每次取不超过剩余金额的最大面值。对这组面值这样做是对的。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Greedy'],
  inputs: (r) => ['138\n', '1\n', '99\n', '1000000000000\n', `${r.int(1, 1000)}\n`, `${r.int(1, 1e9)}${r.int(100, 999)}\n`],
} satisfies StarterSource;

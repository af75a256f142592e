import type { StarterSource } from '../types.ts';

const list = (r: Parameters<StarterSource['inputs']>[0], n: number, lo: number, hi: number) => `${n}\n${r.ints(n, lo, hi).join(' ')}\n`;

export default {
  title: { en: 'Largest and Smallest', zh: '最大值与最小值' },
  description: { en: 'Given $n$ integers, print the largest and the smallest.', zh: '给定 $n$ 个整数，输出最大值和最小值。' },
  input: { en: 'The first line holds $n$ ($1 \\le n \\le 10^5$); the second, $n$ integers of absolute value at most $10^9$.', zh: '第一行为 $n$（$1 \\le n \\le 10^5$）；第二行为 $n$ 个绝对值不超过 $10^9$ 的整数。' },
  output: { en: 'The largest and the smallest, separated by a space.', zh: '最大值和最小值，用空格分开。' },
  hint: { en: 'Start from the first number, not from 0: all numbers may be negative.', zh: '从第一个数开始比较，而不是从 0 开始：可能全是负数。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Arrays'],
  inputs: (r) => ['5\n3 -2 8 0 5\n', '1\n42\n', list(r, 10, -100, -1), list(r, 1000, -1e9, 1e9), list(r, 20000, -1e9, 1e9), '3\n7 7 7\n'],
} satisfies StarterSource;

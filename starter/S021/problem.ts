import type { StarterSource } from '../types.ts';

const list = (r: Parameters<StarterSource['inputs']>[0], n: number, lo: number, hi: number) => `${n}\n${r.ints(n, lo, hi).join(' ')}\n`;

export default {
  title: { en: 'Sorting Numbers', zh: '数字排序' },
  description: { en: 'Sort $n$ integers from smallest to largest.', zh: '把 $n$ 个整数从小到大排序。' },
  input: { en: 'The first line holds $n$ ($1 \\le n \\le 2 \\times 10^5$); the second, $n$ integers of absolute value at most $10^9$.', zh: '第一行为 $n$（$1 \\le n \\le 2 \\times 10^5$）；第二行为 $n$ 个绝对值不超过 $10^9$ 的整数。' },
  output: { en: 'The sorted numbers, separated by spaces.', zh: '排序后的数，用空格分开。' },
  hint: { en: 'Bubble sort is too slow for $2 \\times 10^5$ numbers; use `std::sort`.', zh: '冒泡排序对 $2 \\times 10^5$ 个数太慢，请用 `std::sort`。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Sorting'],
  inputs: (r) => ['5\n4 1 3 5 2\n', '1\n0\n', list(r, 10, -5, 5), list(r, 1000, -1e9, 1e9), list(r, 20000, -1e9, 1e9), list(r, 30000, 1, 3)],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

const list = (r: Parameters<StarterSource['inputs']>[0], n: number) => `${n}\n${r.ints(n, -1e9, 1e9).join(' ')}\n`;

export default {
  title: { en: 'Reverse the List', zh: '倒序输出' },
  description: { en: 'Print $n$ integers in the reverse of the order they are given.', zh: '把给定的 $n$ 个整数按相反的顺序输出。' },
  input: { en: 'The first line holds $n$ ($1 \\le n \\le 10^5$); the second, $n$ integers.', zh: '第一行为 $n$（$1 \\le n \\le 10^5$）；第二行为 $n$ 个整数。' },
  output: { en: 'The $n$ integers in reverse order, separated by spaces.', zh: '倒序后的 $n$ 个整数，用空格分开。' },
  hint: { en: 'Store them in an array, then loop from the end.', zh: '先存进数组，再从末尾向前循环。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Arrays'],
  inputs: (r) => ['5\n1 2 3 4 5\n', '1\n-7\n', list(r, 10), list(r, 1000), list(r, 20000)],
} satisfies StarterSource;

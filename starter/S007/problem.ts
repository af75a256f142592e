import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Sum from 1 to n', zh: '从 1 加到 n' },
  description: {
    en: 'Compute $1 + 2 + \\cdots + n$. For large $n$ a loop is too slow: find a formula.',
    zh: '计算 $1 + 2 + \\cdots + n$。$n$ 很大时循环太慢，请找出公式。',
  },
  input: { en: 'One integer $n$ ($1 \\le n \\le 10^9$).', zh: '一个整数 $n$（$1 \\le n \\le 10^9$）。' },
  output: { en: 'The sum.', zh: '这个和。' },
  hint: { en: 'Gauss: pair the first and last terms. The answer needs `long long`.', zh: '高斯的方法：首尾配对。答案需要 `long long`。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Loops', 'Math'],
  inputs: (r) => ['10\n', '1\n', '2\n', '1000000000\n', `${r.int(1, 1000)}\n`, `${r.int(1, 1e9)}\n`],
} satisfies StarterSource;

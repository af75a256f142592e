import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Multiplication Table', zh: '乘法表' },
  description: {
    en: 'Print the $n \\times n$ multiplication table: row $i$, column $j$ holds $i \\times j$.',
    zh: '输出 $n \\times n$ 的乘法表：第 $i$ 行第 $j$ 列是 $i \\times j$。',
  },
  input: { en: 'One integer $n$ ($1 \\le n \\le 20$).', zh: '一个整数 $n$（$1 \\le n \\le 20$）。' },
  output: { en: '$n$ lines of $n$ numbers separated by single spaces.', zh: '$n$ 行，每行 $n$ 个数，用一个空格分开。' },
  hint: { en: 'Two nested loops.', zh: '两重循环。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Loops'],
  inputs: (r) => ['3\n', '1\n', '20\n', `${r.int(2, 19)}\n`, '9\n', '12\n'],
} satisfies StarterSource;

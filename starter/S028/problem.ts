import type { StarterSource, Rng } from '../types.ts';

const matrix = (r: Rng, n: number, m: number) =>
  `${n} ${m}\n${Array.from({ length: n }, () => r.ints(m, -1000, 1000).join(' ')).join('\n')}\n`;

export default {
  title: { en: 'Transpose', zh: '矩阵转置' },
  description: {
    en: 'Print the transpose of an $n \\times m$ matrix: row $j$ of the answer is column $j$ of the matrix.',
    zh: '输出 $n \\times m$ 矩阵的转置：答案的第 $j$ 行就是原矩阵的第 $j$ 列。',
  },
  input: { en: 'The first line holds $n$ and $m$ ($1 \\le n, m \\le 300$); then $n$ lines of $m$ integers.', zh: '第一行为 $n$ 和 $m$（$1 \\le n, m \\le 300$）；接下来 $n$ 行，每行 $m$ 个整数。' },
  output: { en: '$m$ lines of $n$ integers.', zh: '$m$ 行，每行 $n$ 个整数。' },
  hint: { en: 'Loop over the columns outside and the rows inside.', zh: '外层循环列，内层循环行。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['2D grids', 'Arrays'],
  inputs: (r) => ['2 3\n1 2 3\n4 5 6\n', '1 1\n5\n', matrix(r, 1, 10), matrix(r, 10, 1), matrix(r, 30, 40), matrix(r, 150, 200)],
} satisfies StarterSource;

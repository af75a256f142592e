import type { StarterSource, Rng } from '../types.ts';

const field = (r: Rng, n: number, m: number, mines: number) =>
  `${n} ${m}\n${Array.from({ length: n }, () => Array.from({ length: m }, () => (r.int(1, 100) <= mines ? '*' : '.')).join('')).join('\n')}\n`;

export default {
  title: { en: 'Minesweeper', zh: '扫雷' },
  description: {
    en: 'A field of $n$ rows and $m$ columns holds mines (`*`) and empty squares (`.`). Replace each empty square with the number of mines among its 8 neighbours.',
    zh: '一块 $n$ 行 $m$ 列的雷区中有地雷（`*`）和空地（`.`）。把每块空地换成它周围 8 格中地雷的个数。',
  },
  input: { en: 'The first line holds $n$ and $m$ ($1 \\le n, m \\le 100$); then $n$ lines of $m$ characters.', zh: '第一行为 $n$ 和 $m$（$1 \\le n, m \\le 100$）；接下来 $n$ 行，每行 $m$ 个字符。' },
  output: { en: 'The field with the numbers filled in.', zh: '填好数字后的雷区。' },
  hint: { en: 'Check that a neighbour is inside the field before you look at it.', zh: '访问邻格前先判断它是否在雷区内。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['2D grids'],
  inputs: (r) => ['3 4\n*...\n..*.\n....\n', '1 1\n.\n', '2 2\n**\n**\n', field(r, 5, 7, 20), field(r, 50, 80, 15), field(r, 100, 100, 30)],
} satisfies StarterSource;

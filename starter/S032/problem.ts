import type { StarterSource, Rng } from '../types.ts';

const map = (r: Rng, n: number, m: number, land: number) =>
  `${n} ${m}\n${Array.from({ length: n }, () => Array.from({ length: m }, () => (r.int(1, 100) <= land ? '#' : '.')).join('')).join('\n')}\n`;

export default {
  title: { en: 'Counting Islands', zh: '岛屿数量' },
  description: {
    en: 'A map of $n$ rows and $m$ columns shows land (`#`) and water (`.`). Land squares that touch up, down, left or right belong to the same island. How many islands are there?',
    zh: '一张 $n$ 行 $m$ 列的地图上有陆地（`#`）和水（`.`）。上下左右相邻的陆地属于同一个岛屿。一共有多少个岛屿？',
  },
  input: { en: 'The first line holds $n$ and $m$ ($1 \\le n, m \\le 100$); then $n$ lines of $m$ characters.', zh: '第一行为 $n$ 和 $m$（$1 \\le n, m \\le 100$）；接下来 $n$ 行，每行 $m$ 个字符。' },
  output: { en: 'The number of islands.', zh: '岛屿的个数。' },
  hint: { en: 'When you find land, sink its whole island with a recursive flood fill and count one.', zh: '找到一块陆地时，用递归的洪水填充把整个岛屿“淹没”，计数加一。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 1,
  tags: ['2D grids', 'Recursion'],
  inputs: (r) => ['4 5\n##..#\n#...#\n..#..\n.....\n', '1 1\n.\n', '2 2\n##\n##\n', map(r, 10, 10, 40), map(r, 60, 90, 45), map(r, 100, 100, 55), map(r, 100, 100, 100)],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Tower of Hanoi', zh: '汉诺塔' },
  description: {
    en: 'Disks $1$ (smallest) to $n$ (largest) sit on peg `A`. Move them all to peg `C`, one disk at a time, never putting a larger disk on a smaller one; peg `B` may help. Print the moves of the shortest solution.',
    zh: '编号 $1$（最小）到 $n$（最大）的圆盘都在柱子 `A` 上。把它们全部移到柱子 `C`，每次移动一个，大盘不能压在小盘上，可借助柱子 `B`。输出最短方案的每一步。',
  },
  input: { en: 'One integer $n$ ($1 \\le n \\le 12$).', zh: '一个整数 $n$（$1 \\le n \\le 12$）。' },
  output: { en: 'First the number of moves; then one line per move: the disk, the peg it leaves and the peg it goes to.', zh: '先输出移动次数；然后每步一行：圆盘编号、起始柱子和目标柱子。' },
  hint: { en: 'To move $n$ disks from A to C: move $n-1$ disks from A to B, disk $n$ from A to C, then $n-1$ disks from B to C.', zh: '把 $n$ 个盘从 A 移到 C：先把 $n-1$ 个盘从 A 移到 B，再把第 $n$ 个盘从 A 移到 C，最后把 $n-1$ 个盘从 B 移到 C。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 1,
  tags: ['Recursion'],
  inputs: (r) => ['2\n', '1\n', '3\n', `${r.int(4, 8)}\n`, '10\n', '12\n'],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Counting Out', zh: '报数出圈' },
  description: {
    en: '$n$ children numbered 1 to $n$ stand in a circle. Starting from child 1 they count 1, 2, …, $k$; the child who says $k$ leaves, and the next child starts again from 1. Print the children in the order they leave.',
    zh: '$n$ 个编号 1 到 $n$ 的小朋友围成一圈。从 1 号开始依次报数 1、2、…、$k$，报到 $k$ 的小朋友出圈，下一个小朋友重新从 1 开始报数。按出圈顺序输出编号。',
  },
  input: { en: 'Two integers $n$ and $k$ ($1 \\le n, k \\le 2000$).', zh: '两个整数 $n$ 和 $k$（$1 \\le n, k \\le 2000$）。' },
  output: { en: 'The $n$ numbers in the order the children leave, separated by spaces.', zh: '按出圈顺序输出 $n$ 个编号，用空格分开。' },
  hint: { en: 'Simulate with an array and remove the child who leaves; the position moves $k - 1$ places each round.', zh: '用数组模拟，删去出圈的人；每轮位置前进 $k - 1$ 格。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 1,
  tags: ['Simulation'],
  inputs: (r) => ['5 2\n', '1 1\n', '6 1\n', '7 100\n', `${r.int(10, 100)} ${r.int(2, 10)}\n`, '2000 2000\n', `2000 ${r.int(2, 1999)}\n`],
} satisfies StarterSource;

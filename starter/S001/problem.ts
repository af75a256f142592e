import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Sum of Two Numbers', zh: '两数之和' },
  description: {
    en: 'Read two integers $a$ and $b$ and print their sum. The numbers can be large: use a 64-bit integer type.',
    zh: '读入两个整数 $a$ 和 $b$，输出它们的和。数可能很大，请使用 64 位整数类型。',
  },
  input: { en: 'One line with two integers $a$ and $b$ ($-10^{18} \\le a, b \\le 10^{18}$).', zh: '一行，两个整数 $a$ 和 $b$（$-10^{18} \\le a, b \\le 10^{18}$）。' },
  output: { en: 'One integer: $a + b$.', zh: '一个整数 $a + b$。' },
  hint: { en: 'In C++ use `long long`; `int` holds only about $2 \\times 10^9$.', zh: 'C++ 中请用 `long long`，`int` 只能存到约 $2 \\times 10^9$。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Input and output'],
  inputs: (r) => [
    '3 4\n',
    '-5 12\n',
    '0 0\n',
    '1000000000000000000 -1000000000000000000\n',
    `${r.int(-1e9, 1e9)} ${r.int(-1e9, 1e9)}\n`,
    '999999999999999999 1\n',
    `${r.int(1, 1e9)}000000000 ${r.int(1, 1e9)}\n`,
  ],
} satisfies StarterSource;

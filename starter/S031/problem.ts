import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'To Binary', zh: '转二进制' },
  description: { en: 'Write a non-negative integer $n$ in base 2.', zh: '把非负整数 $n$ 写成二进制。' },
  input: { en: 'One integer $n$ ($0 \\le n \\le 10^{18}$).', zh: '一个整数 $n$（$0 \\le n \\le 10^{18}$）。' },
  output: { en: 'The binary digits of $n$ without leading zeros (`0` for zero).', zh: '$n$ 的二进制表示，不含前导零（$n$ 为 0 时输出 `0`）。' },
  hint: { en: 'Repeatedly divide by 2; the remainders, read backwards, are the digits.', zh: '反复除以 2，把余数倒过来读就是答案。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Math', 'Loops'],
  inputs: (r) => ['10\n', '0\n', '1\n', '1000000000000000000\n', `${r.int(2, 1e6)}\n`, '1023\n', `${r.int(1, 1e9)}${r.int(100000000, 999999999)}\n`],
} satisfies StarterSource;

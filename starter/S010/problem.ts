import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Reverse a Number', zh: '数字反转' },
  description: {
    en: 'Write the digits of a positive integer $n$ in reverse order and print the number they form (leading zeros drop: 1200 becomes 21).',
    zh: '把正整数 $n$ 的各位数字倒过来，输出得到的数（前导零去掉：1200 变成 21）。',
  },
  input: { en: 'One integer $n$ ($1 \\le n \\le 10^{9}$).', zh: '一个整数 $n$（$1 \\le n \\le 10^{9}$）。' },
  output: { en: 'The reversed number.', zh: '反转后的数。' },
  hint: { en: 'Take the last digit with `n % 10`, drop it with `n / 10`.', zh: '用 `n % 10` 取最后一位，用 `n / 10` 去掉它。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Loops'],
  inputs: (r) => ['1234\n', '1200\n', '7\n', '1000000000\n', `${r.int(1, 1e9)}\n`, '987654321\n'],
} satisfies StarterSource;

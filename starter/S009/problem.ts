import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Digit Sum', zh: '各位数字之和' },
  description: {
    en: 'Print the sum of the decimal digits of a non-negative integer $n$. The number may have up to 1000 digits.',
    zh: '输出非负整数 $n$ 各位数字之和。这个数最多有 1000 位。',
  },
  input: { en: 'One non-negative integer $n$ without leading zeros, at most 1000 digits.', zh: '一个没有前导零的非负整数 $n$，至多 1000 位。' },
  output: { en: 'The sum of its digits.', zh: '各位数字之和。' },
  hint: { en: 'Read the number as a string.', zh: '把这个数当作字符串读入。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Loops', 'Strings'],
  inputs: (r) => ['12345\n', '0\n', '9\n', `${r.int(1, 9)}${r.word(999, '0123456789')}\n`, `${r.int(1, 1e9)}\n`, `1${'0'.repeat(500)}\n`, `${'9'.repeat(1000)}\n`],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Fibonacci', zh: '斐波那契数列' },
  description: {
    en: 'The Fibonacci numbers are $F_1 = F_2 = 1$ and $F_n = F_{n-1} + F_{n-2}$. Print $F_n$.',
    zh: '斐波那契数列为 $F_1 = F_2 = 1$，$F_n = F_{n-1} + F_{n-2}$。输出 $F_n$。',
  },
  input: { en: 'One integer $n$ ($1 \\le n \\le 90$).', zh: '一个整数 $n$（$1 \\le n \\le 90$）。' },
  output: { en: 'The value of $F_n$.', zh: '$F_n$ 的值。' },
  hint: { en: 'A loop keeping the last two numbers is enough; $F_{90}$ needs `long long`.', zh: '循环中只保留最后两个数即可；$F_{90}$ 需要 `long long`。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Loops'],
  inputs: (r) => ['10\n', '1\n', '2\n', '90\n', `${r.int(3, 89)}\n`, '50\n'],
} satisfies StarterSource;

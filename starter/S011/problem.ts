import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Is It Prime?', zh: '判断质数' },
  description: {
    en: 'A prime has exactly two divisors, 1 and itself. Tell whether $n$ is prime.',
    zh: '质数恰好有两个因数：1 和它本身。判断 $n$ 是否为质数。',
  },
  input: { en: 'One integer $n$ ($1 \\le n \\le 10^{12}$).', zh: '一个整数 $n$（$1 \\le n \\le 10^{12}$）。' },
  output: { en: '`Yes` if $n$ is prime, otherwise `No`.', zh: '是质数输出 `Yes`，否则输出 `No`。' },
  hint: { en: 'Divisors only need to be tried up to $\\sqrt{n}$. 1 is not prime.', zh: '只需试除到 $\\sqrt{n}$。1 不是质数。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 1,
  tags: ['Math'],
  inputs: (r) => ['17\n', '1\n', '2\n', '999999999989\n', '999999000001\n', `${r.int(2, 1e6)}\n`, '1000000000000\n', '4\n'],
} satisfies StarterSource;

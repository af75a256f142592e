import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'GCD and LCM', zh: '最大公约数与最小公倍数' },
  description: {
    en: 'Print the greatest common divisor and the least common multiple of $a$ and $b$.',
    zh: '输出 $a$ 和 $b$ 的最大公约数和最小公倍数。',
  },
  input: { en: 'Two integers $a$, $b$ ($1 \\le a, b \\le 10^9$).', zh: '两个整数 $a$、$b$（$1 \\le a, b \\le 10^9$）。' },
  output: { en: 'The GCD and the LCM, separated by a space.', zh: '最大公约数和最小公倍数，用空格分开。' },
  hint: { en: 'Euclid: $\\gcd(a, b) = \\gcd(b, a \\bmod b)$. Divide before you multiply for the LCM.', zh: '辗转相除：$\\gcd(a, b) = \\gcd(b, a \\bmod b)$。求最小公倍数时先除后乘。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Math', 'Recursion'],
  inputs: (r) => ['12 18\n', '7 13\n', '5 5\n', '1000000000 999999999\n', `${r.int(1, 1e9)} ${r.int(1, 1e9)}\n`, `${r.int(1, 1000) * 6} ${r.int(1, 1000) * 15}\n`],
} satisfies StarterSource;

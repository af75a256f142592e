import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Largest of Three', zh: '三个数的最大值' },
  description: { en: 'Print the largest of three integers.', zh: '输出三个整数中最大的一个。' },
  input: { en: 'Three integers $a$, $b$, $c$ ($|a|, |b|, |c| \\le 10^9$).', zh: '三个整数 $a$、$b$、$c$（$|a|, |b|, |c| \\le 10^9$）。' },
  output: { en: 'The largest of the three.', zh: '三者中的最大值。' },
  hint: { en: 'Two of the numbers may be equal, or all three.', zh: '可能有两个数相等，也可能三个都相等。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Conditions'],
  inputs: (r) => ['3 9 4\n', '-1 -5 -3\n', '7 7 7\n', '10 2 10\n', r.ints(3, -1e9, 1e9).join(' ') + '\n', r.ints(3, -10, 10).join(' ') + '\n'],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Rectangle', zh: '长方形' },
  description: {
    en: 'A rectangle is $w$ units wide and $h$ units high. Print its area and its perimeter.',
    zh: '一个长方形宽 $w$、高 $h$。输出它的面积和周长。',
  },
  input: { en: 'Two integers $w$ and $h$ ($1 \\le w, h \\le 10^6$).', zh: '两个整数 $w$ 和 $h$（$1 \\le w, h \\le 10^6$）。' },
  output: { en: 'The area and the perimeter, separated by a space.', zh: '面积和周长，用一个空格分开。' },
  hint: { en: 'The area can reach $10^{12}$: it does not fit in `int`.', zh: '面积可达 $10^{12}$，`int` 放不下。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Arithmetic'],
  inputs: (r) => ['3 5\n', '1 1\n', '1000000 1000000\n', `${r.int(1, 1000)} ${r.int(1, 1000)}\n`, `${r.int(1, 1e6)} ${r.int(1, 1e6)}\n`, '7 1000000\n'],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Odd or Even', zh: '奇数还是偶数' },
  description: {
    en: 'Tell whether the integer $n$ is odd or even.',
    zh: '判断整数 $n$ 是奇数还是偶数。',
  },
  input: { en: 'One integer $n$ ($-10^{9} \\le n \\le 10^{9}$).', zh: '一个整数 $n$（$-10^{9} \\le n \\le 10^{9}$）。' },
  output: { en: '`even` if $n$ is even, otherwise `odd`.', zh: '若 $n$ 为偶数输出 `even`，否则输出 `odd`。' },
  hint: { en: 'Careful with negative numbers: in C++ `-3 % 2` is `-1`, not `1`.', zh: '注意负数：C++ 中 `-3 % 2` 的结果是 `-1` 而不是 `1`。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Conditions'],
  inputs: (r) => ['7\n', '0\n', '-3\n', '-8\n', `${r.int(1, 1e9)}\n`, '1000000000\n', `${-r.int(1, 1e9)}\n`],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Leap Year', zh: '闰年' },
  description: {
    en: 'A year is a leap year if it is divisible by 4 but not by 100, or if it is divisible by 400. Tell whether year $y$ is a leap year.',
    zh: '能被 4 整除但不能被 100 整除的年份，或能被 400 整除的年份，是闰年。判断年份 $y$ 是否为闰年。',
  },
  input: { en: 'One integer $y$ ($1 \\le y \\le 10^5$).', zh: '一个整数 $y$（$1 \\le y \\le 10^5$）。' },
  output: { en: '`Yes` for a leap year, otherwise `No`.', zh: '是闰年输出 `Yes`，否则输出 `No`。' },
  hint: { en: '1900 is not a leap year; 2000 is.', zh: '1900 年不是闰年，2000 年是。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Conditions'],
  inputs: (r) => ['2024\n', '1900\n', '2000\n', '2023\n', `${r.int(1, 100000)}\n`, '4\n', '100000\n', `${r.int(1, 2500) * 4}\n`],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

const roster = (r: Parameters<StarterSource['inputs']>[0], n: number, hi: number) => {
  const names = new Set<string>();
  while (names.size < n) names.add(r.word(r.int(3, 8)));
  return `${n}\n${[...names].map((name) => `${name} ${r.int(0, hi)}`).join('\n')}\n`;
};

export default {
  title: { en: 'Ranking List', zh: '成绩排名' },
  description: {
    en: 'Sort the students by score, highest first. Students with the same score are listed by name in dictionary order.',
    zh: '按分数从高到低给学生排序。分数相同的学生按姓名的字典序排列。',
  },
  input: { en: 'The first line holds $n$ ($1 \\le n \\le 10^4$). Each of the next $n$ lines holds a name (distinct lowercase words, at most 10 letters) and a score from 0 to 100.', zh: '第一行为 $n$（$1 \\le n \\le 10^4$）。接下来 $n$ 行，每行一个姓名（互不相同的小写单词，至多 10 个字母）和一个 0 到 100 的分数。' },
  output: { en: '$n$ lines: name and score, in ranking order.', zh: '$n$ 行，按排名输出姓名和分数。' },
  hint: { en: 'Give `std::sort` a comparison that looks at the score first, then the name.', zh: '给 `std::sort` 一个比较函数：先比分数，再比姓名。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 1,
  tags: ['Sorting'],
  inputs: (r) => ['4\nbob 90\nalice 95\ncarol 90\ndave 60\n', '1\nzoe 0\n', roster(r, 10, 3), roster(r, 100, 100), roster(r, 10000, 100), roster(r, 5000, 1)],
} satisfies StarterSource;

import type { StarterSource, Rng } from '../types.ts';

const make = (r: Rng, n: number, span: number) =>
  `${n}\n${Array.from({ length: n }, () => {
    const s = r.int(0, span);
    return `${s} ${s + r.int(1, Math.max(1, span / 10))}`;
  }).join('\n')}\n`;

export default {
  title: { en: 'One Room, Many Talks', zh: '活动安排' },
  description: {
    en: 'One room, $n$ talks. Talk $i$ runs from $s_i$ to $e_i$. Two talks can both be held if one ends no later than the other starts. How many talks can be held at most?',
    zh: '一间教室，$n$ 场讲座。第 $i$ 场从 $s_i$ 到 $e_i$。若一场的结束时间不晚于另一场的开始时间，两场就都能举行。最多能举行多少场？',
  },
  input: { en: 'The first line holds $n$ ($1 \\le n \\le 10^5$). Each of the next $n$ lines holds $s_i$ and $e_i$ ($0 \\le s_i < e_i \\le 10^9$).', zh: '第一行为 $n$（$1 \\le n \\le 10^5$）。接下来 $n$ 行，每行 $s_i$ 和 $e_i$（$0 \\le s_i < e_i \\le 10^9$）。' },
  output: { en: 'The largest number of talks.', zh: '最多的场数。' },
  hint: { en: 'Greedy: sort by end time and always take the talk that ends first among those that still fit.', zh: '贪心：按结束时间排序，每次选能安排的、结束最早的一场。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 1,
  tags: ['Greedy', 'Sorting'],
  inputs: (r) => ['4\n1 3\n2 5\n3 6\n6 8\n', '1\n0 1\n', '3\n0 10\n1 2\n2 3\n', make(r, 20, 100), make(r, 1000, 10000), make(r, 20000, 900000000)],
} satisfies StarterSource;

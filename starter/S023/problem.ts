import type { StarterSource, Rng } from '../types.ts';

const make = (r: Rng, n: number, q: number) => {
  const qs = Array.from({ length: q }, () => {
    const a = r.int(1, n);
    const b = r.int(1, n);
    return `${Math.min(a, b)} ${Math.max(a, b)}`;
  });
  return `${n} ${q}\n${r.ints(n, -1e9, 1e9).join(' ')}\n${qs.join('\n')}\n`;
};

export default {
  title: { en: 'Range Sums', zh: '区间求和' },
  description: {
    en: 'Given an array $a_1, \\ldots, a_n$, answer $q$ questions: what is $a_l + a_{l+1} + \\cdots + a_r$?',
    zh: '给定数组 $a_1, \\ldots, a_n$，回答 $q$ 个询问：$a_l + a_{l+1} + \\cdots + a_r$ 等于多少？',
  },
  input: { en: 'The first line holds $n$ and $q$ ($1 \\le n, q \\le 10^5$); the second, $n$ integers of absolute value at most $10^9$; then $q$ lines, each with $l$ and $r$ ($1 \\le l \\le r \\le n$).', zh: '第一行为 $n$ 和 $q$（$1 \\le n, q \\le 10^5$）；第二行为 $n$ 个绝对值不超过 $10^9$ 的整数；接下来 $q$ 行，每行 $l$ 和 $r$（$1 \\le l \\le r \\le n$）。' },
  output: { en: 'One line per question: the sum.', zh: '每个询问输出一行：区间和。' },
  hint: { en: 'Summing each range is $O(nq)$, too slow. With prefix sums $p_i = a_1 + \\cdots + a_i$, the answer is $p_r - p_{l-1}$.', zh: '逐个相加是 $O(nq)$，太慢。用前缀和 $p_i = a_1 + \\cdots + a_i$，答案是 $p_r - p_{l-1}$。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 1,
  tags: ['Prefix sums'],
  inputs: (r) => ['5 3\n1 2 3 4 5\n1 5\n2 4\n3 3\n', '1 1\n-7\n1 1\n', make(r, 10, 10), make(r, 1000, 1000), make(r, 20000, 20000), make(r, 20000, 5)],
} satisfies StarterSource;

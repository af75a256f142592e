import type { StarterSource } from '../types.ts';

const pal = (w: string) => w + [...w].reverse().join('');

export default {
  title: { en: 'Palindrome', zh: '回文串' },
  description: {
    en: 'A palindrome reads the same forwards and backwards, like `level`. Tell whether the word $s$ is a palindrome.',
    zh: '回文串正着读和倒着读都一样，例如 `level`。判断单词 $s$ 是否为回文串。',
  },
  input: { en: 'One word $s$ of 1 to $10^5$ lowercase letters.', zh: '一个单词 $s$，由 1 到 $10^5$ 个小写字母组成。' },
  output: { en: '`Yes` or `No`.', zh: '`Yes` 或 `No`。' },
  hint: { en: 'Compare the first character with the last, the second with the second last, and so on.', zh: '比较第一个和最后一个字符、第二个和倒数第二个字符，依此类推。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Strings'],
  inputs: (r) => ['level\n', 'abca\n', 'a\n', `${pal(r.word(50000, 'ab'))}\n`, `${r.word(1000, 'ab')}\n`, `${pal(r.word(30, 'xyz'))}q\n`, 'abba\n'],
} satisfies StarterSource;

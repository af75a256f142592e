import type { StarterSource } from '../types.ts';

const words = (r: Parameters<StarterSource['inputs']>[0], n: number) =>
  Array.from({ length: n }, () => r.word(r.int(1, 8)) + ' '.repeat(r.int(1, 3))).join('');

export default {
  title: { en: 'Word Count', zh: '统计单词数' },
  description: {
    en: 'Count the words in a line. Words are separated by one or more spaces; the line may start or end with spaces.',
    zh: '统计一行中的单词数。单词之间由一个或多个空格隔开，行首行尾也可能有空格。',
  },
  input: { en: 'One line of at most 10000 characters (lowercase letters and spaces).', zh: '一行，至多 10000 个字符（小写字母和空格）。' },
  output: { en: 'The number of words.', zh: '单词的个数。' },
  hint: { en: 'Reading with `>>` skips any number of spaces.', zh: '用 `>>` 读取会自动跳过任意多个空格。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Strings'],
  inputs: (r) => ['the quick brown fox\n', '   hello    world  \n', 'one\n', `${words(r, 20)}\n`, ` ${words(r, 900)}\n`, '        \n'],
} satisfies StarterSource;

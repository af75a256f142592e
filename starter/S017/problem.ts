import type { StarterSource } from '../types.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ    ,.!';

export default {
  title: { en: 'Counting Vowels', zh: '统计元音字母' },
  description: {
    en: 'Count the vowels (`a`, `e`, `i`, `o`, `u`, in upper or lower case) in a line of text.',
    zh: '统计一行文字中元音字母（`a`、`e`、`i`、`o`、`u`，大小写均算）的个数。',
  },
  input: { en: 'One line of at most 1000 characters: letters, spaces and punctuation.', zh: '一行文字，至多 1000 个字符，由字母、空格和标点组成。' },
  output: { en: 'The number of vowels.', zh: '元音字母的个数。' },
  hint: { en: 'The line has spaces: read it whole with `getline`.', zh: '这一行含有空格，请用 `getline` 整行读入。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Strings'],
  inputs: (r) => ['Hello World\n', 'AEIOU aeiou\n', 'rhythm\n', `x${r.word(200, LETTERS)}\n`, `x${r.word(999, LETTERS)}\n`, 'Programming is fun, isn\'t it?\n'],
} satisfies StarterSource;

import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Caesar Cipher', zh: '凯撒密码' },
  description: {
    en: 'Shift every lowercase letter of a message $k$ places forward in the alphabet, wrapping from `z` back to `a`. Other characters stay as they are.',
    zh: '把消息中的每个小写字母在字母表中向后移动 $k$ 位，`z` 之后回到 `a`。其他字符保持不变。',
  },
  input: { en: 'The first line holds $k$ ($0 \\le k \\le 25$); the second, the message (at most 1000 characters).', zh: '第一行为 $k$（$0 \\le k \\le 25$）；第二行为消息（至多 1000 个字符）。' },
  output: { en: 'The encrypted message.', zh: '加密后的消息。' },
  hint: { en: '`(c - \'a\' + k) % 26` gives the new letter\'s position.', zh: '`(c - \'a\' + k) % 26` 就是新字母的位置。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Strings'],
  inputs: (r) => ['3\nhello, world!\n', '0\nabc xyz\n', '25\nzebra\n', `${r.int(1, 25)}\n${r.word(300, 'abcdefghijklmnopqrstuvwxyz .')}\n`, `13\nwhy did the chicken cross the road?\n`, `${r.int(0, 25)}\n${r.word(1000, 'abcdefghijklmnopqrstuvwxyz')}\n`],
} satisfies StarterSource;

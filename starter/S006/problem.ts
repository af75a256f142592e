import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Letter Grade', zh: '成绩等级' },
  description: {
    en: 'Turn a score into a letter: 90–100 is `A`, 80–89 `B`, 70–79 `C`, 60–69 `D`, below 60 `F`.',
    zh: '把分数换成等级：90–100 为 `A`，80–89 为 `B`，70–79 为 `C`，60–69 为 `D`，60 以下为 `F`。',
  },
  input: { en: 'One integer $s$ ($0 \\le s \\le 100$).', zh: '一个整数 $s$（$0 \\le s \\le 100$）。' },
  output: { en: 'One letter.', zh: '一个字母。' },
  hint: { en: 'Check the boundaries: 90, 80, 70 and 60.', zh: '注意边界：90、80、70 和 60。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Conditions'],
  inputs: (r) => ['85\n', '100\n', '90\n', '59\n', '60\n', '0\n', '79\n', `${r.int(0, 100)}\n`],
} satisfies StarterSource;

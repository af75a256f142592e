import type { StarterSource } from '../types.ts';

export default {
  title: { en: 'Robot Walk', zh: '机器人行走' },
  description: {
    en: 'A robot starts at $(0, 0)$ and follows commands: `U` adds 1 to $y$, `D` takes 1 from $y$, `L` takes 1 from $x$, `R` adds 1 to $x$. Print where it ends, and the largest distance $|x| + |y|$ from the start it reached on the way.',
    zh: '机器人从 $(0, 0)$ 出发，依次执行指令：`U` 使 $y$ 加 1，`D` 使 $y$ 减 1，`L` 使 $x$ 减 1，`R` 使 $x$ 加 1。输出它的终点，以及途中离起点的最大距离 $|x| + |y|$。',
  },
  input: { en: 'One string of 1 to $10^5$ commands.', zh: '一个字符串，包含 1 到 $10^5$ 条指令。' },
  output: { en: 'The first line: $x$ and $y$ at the end. The second line: the largest distance.', zh: '第一行：终点的 $x$ 和 $y$。第二行：最大距离。' },
  hint: { en: 'Simulate step by step and keep the maximum as you go.', zh: '逐步模拟，边走边记录最大值。' },
  timeLimit: 1000,
  memoryLimit: 256,
  difficulty: 0,
  tags: ['Simulation'],
  inputs: (r) => ['UURDDDL\n', 'U\n', 'LRLRLR\n', `${r.word(100, 'UDLR')}\n`, `${r.word(100000, 'UDLR')}\n`, `${r.word(100000, 'UUURL')}\n`],
} satisfies StarterSource;

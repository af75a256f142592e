import { contestRule } from '../../contract/contest-rules.ts';
import type { Gradebook } from '../../contract/group-gradebook.ts';
import { toCsv, userText } from '../csv.ts';
import type { Lang } from '../errors.ts';

/**
 * The gradebook as a spreadsheet (UTF-8 with a byte order mark, src/domain/csv.ts): one line per
 * member; per training its solved count (and late count when it has a due time); per contest the
 * rank and the solved count and penalty (ACM) or the score (OI and CT), or in the rank's column
 * "absent" (not registered, nothing submitted) or "registered" (nothing submitted). Headers and
 * these words in the reader's language.
 */

const WORDS = {
  'en-US': {
    username: 'username',
    realname: 'real name',
    nickname: 'nickname',
    solved: 'solved',
    late: 'late',
    rank: 'rank',
    penalty: 'penalty (min)',
    score: 'score',
    absent: 'absent',
    registered: 'registered',
  },
  'zh-CN': {
    username: '用户名',
    realname: '真实姓名',
    nickname: '昵称',
    solved: '通过',
    late: '迟交',
    rank: '排名',
    penalty: '罚时（分钟）',
    score: '得分',
    absent: '缺席',
    registered: '已报名',
  },
} as const;

export function gradebookCsv(book: Gradebook, lang: Lang): string {
  const w = WORDS[lang];
  const head: string[] = [w.username, w.realname, w.nickname];
  for (const t of book.trainings) {
    head.push(`${userText(t.title)} · ${w.solved} /${t.problems}`);
    if (t.dueAt !== null) head.push(`${userText(t.title)} · ${w.late}`);
  }
  for (const c of book.contests) {
    head.push(`${userText(c.title)} · ${w.rank}`);
    if (contestRule(c.type).scoring === 'oi') head.push(`${userText(c.title)} · ${w.score}`);
    else head.push(`${userText(c.title)} · ${w.solved}`, `${userText(c.title)} · ${w.penalty}`);
  }
  const lines = book.rows.map((r) => {
    const line: (string | number)[] = [userText(r.username), userText(r.realname), userText(r.nickname)];
    r.trainings.forEach((m, i) => {
      line.push(m.solved);
      if (book.trainings[i]!.dueAt !== null) line.push(m.late);
    });
    r.contests.forEach((m, i) => {
      const oi = contestRule(book.contests[i]!.type).scoring === 'oi';
      if (m.rank === null) line.push(m.state === 'submitted' ? '' : w[m.state], ...(oi ? [''] : ['', '']));
      else if (oi) line.push(m.rank, m.score);
      else line.push(m.rank, m.solved, Math.floor(m.penalty / 60));
    });
    return line;
  });
  return toCsv([head, ...lines]);
}

import type { RemoteContestProblem, UpcomingContest } from '../provider.ts';
import { atcoderContestOf } from '../../contract/remote.ts';
import { decodeEntities } from '../html.ts';
import { innerOf } from '../markup.ts';

/**
 * AtCoder's submissions page (`/contests/abc001/submissions?f.Task=abc001_a&f.User=NAME`) and its
 * contests page (`/contests/`), read row by row: a submission's id (its Detail link), task, time,
 * status label, exec time and memory (or the same from a submission's own page); an upcoming
 * contest's start, name, link and duration.
 */
export interface AtCoderRow {
  id: string;
  task: string;
  submittedAt: Date | null;
  label: string;
  /** ms */
  time: number | null;
  /** KB */
  memory: number | null;
}

/** `2024-01-06 21:00:00+0900`, the site's times, as a Date. */
export function atcoderTime(text: string): Date | null {
  const m = /(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)\s*([+-]\d{2}):?(\d{2})/.exec(text);
  if (!m) return null;
  const d = new Date(`${m[1]}T${m[2]}${m[3]}:${m[4]}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

const rowsOf = (html: string) => [...html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)].map((m) => m[1]!);
const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

export function submissionRows(html: string): AtCoderRow[] {
  const body = innerOf(html, 'tbody', /.*/) ?? '';
  return rowsOf(body).flatMap((row) => {
    const id = /\/submissions\/(\d+)["']/.exec(row)?.[1] ?? /data-id=["'](\d+)["']/.exec(row)?.[1];
    const task = /\/tasks\/([\w-]+)["']/.exec(row)?.[1];
    if (!id || !task) return [];
    const label = /<span[^>]*class=["'][^"']*\blabel\b[^"']*["'][^>]*>([\s\S]*?)<\/span>/i.exec(row)?.[1] ?? '';
    const time = /(\d+)\s*ms\s*<\/td>/i.exec(row)?.[1];
    const memory = /(\d+)\s*Ki?B\s*<\/td>/i.exec(row)?.[1];
    return [
      {
        id,
        task,
        submittedAt: atcoderTime(/<time\b[^>]*>([^<]*)<\/time>/i.exec(row)?.[1] ?? ''),
        label: textOf(label),
        time: time === undefined ? null : Number(time),
        memory: memory === undefined ? null : Number(memory),
      },
    ];
  });
}

/** A submission's own page (`/contests/abc001/submissions/ID`): its table of Task, Status, Exec Time, Memory. */
export function submissionPage(html: string, id: string): AtCoderRow | null {
  const cell = (th: string) =>
    new RegExp(`<th\\b[^>]*>${th}</th>\\s*<td\\b[^>]*>([\\s\\S]*?)</td>`, 'i').exec(html)?.[1];
  const status = cell('Status');
  const task = /\/tasks\/([\w-]+)["']/.exec(cell('Task') ?? '')?.[1];
  if (status === undefined || !task) return null;
  const time = /(\d+)\s*ms/.exec(cell('Exec Time') ?? '')?.[1];
  const memory = /(\d+)\s*Ki?B/.exec(cell('Memory') ?? '')?.[1];
  return {
    id,
    task,
    submittedAt: atcoderTime(cell('Submission Time') ?? ''),
    label: textOf(status),
    time: time === undefined ? null : Number(time),
    memory: memory === undefined ? null : Number(memory),
  };
}

/** `01:40` or `240:00` as seconds. */
const durationOf = (text: string) => {
  const m = /(\d+):(\d{2})/.exec(text);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : 0;
};

export function upcomingRows(html: string, base: string): UpcomingContest[] {
  const table = innerOf(html, 'div', /id=["']contest-table-upcoming["']/i) ?? '';
  return rowsOf(table).flatMap((row) => {
    const start = atcoderTime(/<time\b[^>]*>([^<]*)<\/time>/i.exec(row)?.[1] ?? '');
    const link = /<a\s+href=["'](\/contests\/[\w-]+)["'][^>]*>([\s\S]*?)<\/a>/i.exec(row);
    if (!start || !link) return [];
    const cells = [...row.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/gi)].map((c) => textOf(c[1]!));
    return [
      {
        name: textOf(link[2]!),
        startTime: start.getTime(),
        durationSeconds: durationOf(cells[2] ?? ''),
        url: new URL(link[1]!, base).toString(),
      },
    ];
  });
}

/** The contests whose tasks are judged in their own contest wherever else they are held (an ARC's task in an ABC). */
const REGULAR_CONTEST = /^(abc|arc|agc|ahc)\d{3}$/;

/**
 * A contest's tasks page (`/contests/abc042/tasks`): each row's letter (its first link) and name
 * (its second), and the task id from the link. A task is judged in the contest its id names when
 * that is a regular contest (`arc058_a` held in `abc042` is ARC 058's), else in this one.
 */
export function taskRows(html: string, contestId: string): RemoteContestProblem[] {
  const body = innerOf(html, 'tbody', /.*/) ?? '';
  return rowsOf(body).flatMap((row) => {
    const links = [...row.matchAll(/<a\s+href=["']\/contests\/[\w-]+\/tasks\/([\w-]+)["'][^>]*>([\s\S]*?)<\/a>/gi)];
    if (links.length < 2) return [];
    const code = links[0]![1]!.toLowerCase();
    const own = atcoderContestOf(code);
    const index = textOf(links[0]![2]!);
    if (!/^[A-Za-z0-9]{1,8}$/.test(index)) return [];
    const problem = { contestId: REGULAR_CONTEST.test(own) ? own : contestId, index: code.slice(own.length + 1), code };
    return [{ index, name: textOf(links[1]![2]!), problem }];
  });
}

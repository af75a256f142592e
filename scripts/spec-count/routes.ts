import type { Extracted } from './calls.ts';
import { dropBrackets, normalRoute, ROUTE, section, splitTop } from './text.ts';

/**
 * The pages the spec names, from each document's "Screens and routes" section (§2):
 * - every address written out (/contest/{contestID}/problem/{problemID}/full-screen);
 * - children listed under a parent: the contest's bullets after "with children:", the group's
 *   "Children of /group/{groupID}: …" (with nested "(children …)"), the back office's
 *   "Children: …" under /admin with "the same set under computational-thinking-contest/";
 * - the computational-thinking contest's mirror: the tabs its shell lists, and its named problem,
 *   submission and focus pages;
 * - the training pages the spec names without addresses (TrainingDetails, …).
 */
export interface SpecRoute {
  path: string;
  doc: number;
}

/** Route names (or phrases) the spec gives without an address, and the address each is at. */
const NAMED: Record<string, string> = {
  'computational-thinking variants exist for training and contest':
    '/computationalThinkingTraining/{trainingID}/problem/{problemID}/full-screen',
  TrainingDetails: '/training/{trainingID}',
  TrainingProblemList: '/training/{trainingID}/problems',
  TrainingRank: '/training/{trainingID}/rank',
  TrainingProblemDetails: '/training/{trainingID}/problem/{problemID}',
  ComputationalThinkingTrainingDetails: '/computationalThinkingTraining/{trainingID}',
  ComputationalThinkingTrainingProblemList: '/computationalThinkingTraining/{trainingID}/problems',
  ComputationalThinkingTrainingProblemDetails: '/computationalThinkingTraining/{trainingID}/problem/{problemID}',
  ComputationalThinkingTrainingRank: '/computationalThinkingTraining/{trainingID}/rank',
  ComputationalThinkingContestProblemDetails: '/computationalThinkingContest/{contestID}/problem/{problemID}',
  ComputationalThinkingContestFullProblemDetails:
    '/computationalThinkingContest/{contestID}/problem/{problemID}/full-screen',
  ComputationalThinkingContestSubmissionDetails:
    '/computationalThinkingContest/{contestID}/problem/{problemID}/submission-detail/{submitID}',
};
/** The computational-thinking contest shell's tabs as the spec words them, and their addresses under its base. */
const CT_TABS: Record<string, string> = {
  details: '',
  'problem list': '/problems',
  print: '/print',
  'AC info': '/ac-info',
  'admin print': '/admin-print',
  rejudge: '/rejudge',
  'scroll board': '/scroll-board',
};
const CT_CONTEST = '/computationalThinkingContest/{contestID}';

/** "a, b (children c, d), e (note)" under `base`: every child, nested ones under theirs. */
function childrenOf(base: string, list: string): string[] {
  return splitTop(list.replace(/\.\s*$/, ''), /,/).flatMap((item) => {
    const nested = /\(children ([^)]*)\)/.exec(item);
    const name = dropBrackets(item, false).replace(/^and /, '').trim();
    const path = normalRoute(`${base}/${name}`);
    return [path, ...(nested ? childrenOf(path, nested[1]!) : [])];
  });
}

export function specRoutes(docs: string[]): Extracted<SpecRoute> {
  const out: Extracted<SpecRoute> = { items: [], unparsed: [] };
  const add = (path: string, doc: number) => out.items.push({ path: normalRoute(path), doc });
  docs.forEach((text, i) => {
    const doc = i + 1;
    // "names are ComputationalThinkingTrainingDetails, ...ProblemList": the ellipsis stands for the first name's stem.
    const screens = section(text, 2).replace(/(names are (\w+?)Details,[^\n]*)/g, (names, _, stem: string) =>
      names.replace(/\.\.\.(?=[A-Z])/g, stem),
    );
    for (const m of screens.matchAll(ROUTE)) if (!m[0].includes('*')) add(m[0], doc);
    // The contest's children: the bullets after "with children:".
    const contest = /(\/contest\/\{contestID\})[^\n]*with children:\n((?:- [^\n]*\n)+)/.exec(screens);
    for (const line of contest?.[2]?.trim().split('\n') ?? [])
      add(`${contest![1]}/${dropBrackets(line.slice(2), false).trim()}`, doc);
    if (/computationalThinkingContest mirror exists/.test(screens)) {
      const tabs = /computational-thinking contest shell has: ([^.]*)/.exec(screens)?.[1] ?? '';
      for (const tab of tabs.split(', ').filter((t) => !t.startsWith('with '))) {
        const rest = CT_TABS[tab.trim()];
        if (rest === undefined) out.unparsed.push(`doc ${doc}: CT contest tab "${tab}"`);
        else add(`${CT_CONTEST}${rest}`, doc);
      }
    }
    const group = /Children of (\/group\/\{groupID\}): ([^\n]*)/.exec(screens);
    if (group) for (const p of childrenOf(group[1]!, group[2]!)) add(p, doc);
    const admin = /^- Children: ([^\n]*)/m.exec(screens);
    if (admin) {
      const list = admin[1]!.replace(/,? the same set under computational-thinking-contest\/,?/, ',');
      const children = childrenOf('/admin', list);
      for (const p of children) add(p, doc);
      if (admin[1] !== list)
        for (const p of children.filter((c) => /^\/admin\/contest(\/|$)/.test(c)))
          add(p.replace('/admin/contest', '/admin/computational-thinking-contest'), doc);
    }
    for (const [name, path] of Object.entries(NAMED)) if (new RegExp(`\\b${name}\\b`).test(screens)) add(path, doc);
  });
  const seen = new Set<string>();
  out.items = out.items.filter((r) => !seen.has(r.path) && seen.add(r.path));
  return out;
}

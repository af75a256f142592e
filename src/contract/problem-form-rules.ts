import { CHECKER_LANGUAGES, LANGUAGE_IDS } from './languages.ts';
import { type CaseInput, type ProblemFormParsed, ProblemType, SUBTASK_MODES } from './problems.ts';

/**
 * The problem form rules of spec doc 3 §5, written once: the admin form runs them before it
 * sends, the server runs them again on what arrives. Each step answers the first rule it finds
 * broken as a key (the server turns it into a catalogued error, the form into its own text) with
 * the values the message names and the part of the form to show.
 */

export const PROBLEM_RULE_KEYS = [
  'problemIdRequired',
  'titleRequired',
  'contestDisplayRequired',
  'fileIoNamesRequired',
  'fileIoNameInvalid',
  'testcaseZipRequired',
  'sampleRequired',
  'sampleEmpty',
  'sampleScoreInvalid',
  'sampleGroupRequired',
  'spjCodeRequired',
  'interactorCodeRequired',
  'spjLanguageUnsupported',
  'spjNotCompiled',
  'interactorNotCompiled',
  'languageRequired',
  'languageUnknown',
  'codeTemplateEmpty',
  'tagNameRequired',
  'tagDuplicate',
] as const;
export type ProblemRuleKey = (typeof PROBLEM_RULE_KEYS)[number];

export type ProblemFormSection = 'basic' | 'io' | 'cases' | 'judge' | 'languages' | 'templates' | 'tags';

export interface ProblemRuleIssue {
  key: ProblemRuleKey;
  params?: { n?: number; name?: string; language?: string };
  section: ProblemFormSection;
}

export interface ProblemRuleContext {
  /** The problem already has uploaded test data on the server (rule 4 then needs no new archive). */
  hasStoredCases: boolean;
  /**
   * Whether the checker code compiled since it last changed. The form knows (it compiles on
   * request); the server leaves it out and compiles the code itself right after this step.
   */
  checkerCompiled?: boolean;
}

type Step = (form: ProblemFormParsed, context: ProblemRuleContext) => ProblemRuleIssue | null;

const SAFE_FILE = /^[A-Za-z0-9._-]{1,64}$/;
/** Whether a name is a plain file name (file IO names, a choice problem's annex files). */
export const isSafeFileName = (name: string) => SAFE_FILE.test(name);

/** The file IO rule (the code and the choice problem forms): with file IO, two plain file names. */
export function fileIoIssue(p: {
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
}): ProblemRuleIssue | null {
  if (!p.isFileIO) return null;
  if (!p.ioReadFileName || !p.ioWriteFileName) return { key: 'fileIoNamesRequired', section: 'io' };
  const bad = [p.ioReadFileName, p.ioWriteFileName].find((name) => !SAFE_FILE.test(name));
  return bad === undefined ? null : { key: 'fileIoNameInvalid', params: { name: bad }, section: 'io' };
}
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A case's score as an integer of at least 0, or null when it is missing or not one. */
export function parseScore(v: CaseInput['score']): number | null {
  if (isBlank(v)) return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** A case's subtask group as an integer of at least 1, or null. */
export function parseGroup(v: CaseInput['groupNum']): number | null {
  if (isBlank(v)) return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n >= 1 ? n : null;
}

export function isSubtaskMode(mode: string): boolean {
  return (SUBTASK_MODES as readonly string[]).includes(mode);
}

interface TagLike {
  id?: number;
  name?: string;
}

/** Whether `tag` is already among `tags`: the same id, or the same name ignoring case. */
export function isDuplicateTag(tags: readonly TagLike[], tag: TagLike): boolean {
  const name = (t: TagLike) => (t.name ?? '').trim().toLowerCase();
  return tags.some((t) => (tag.id !== undefined && t.id === tag.id) || (name(tag) !== '' && name(t) === name(tag)));
}

const firstIndex = <T>(items: readonly T[], broken: (item: T) => boolean) => {
  const i = items.findIndex(broken);
  return i < 0 ? null : i + 1;
};

/** The steps in the spec's order; `checker` is where the server compiles changed checker code. */
export const PROBLEM_FORM_STEPS: readonly { name: string; check: Step }[] = [
  {
    name: 'identity',
    check: ({ problem: p }) => {
      if (!p.problemId) return { key: 'problemIdRequired', section: 'basic' };
      return p.title ? null : { key: 'titleRequired', section: 'basic' };
    },
  },
  {
    name: 'contest',
    check: ({ contest }) =>
      contest && (!contest.displayId || !contest.displayTitle)
        ? { key: 'contestDisplayRequired', section: 'basic' }
        : null,
  },
  {
    name: 'file-io',
    check: ({ problem: p }) => fileIoIssue(p),
  },
  {
    name: 'test-data',
    check: (form, context) => {
      if (form.problem.isRemote) return null;
      if (form.isUploadTestCase) {
        if (!form.uploadTestcaseDir && !context.hasStoredCases) return { key: 'testcaseZipRequired', section: 'cases' };
      } else {
        if (form.samples.length === 0) return { key: 'sampleRequired', section: 'cases' };
        const empty = firstIndex(form.samples, (s) => s.input === '' && s.output === '');
        if (empty) return { key: 'sampleEmpty', params: { n: empty }, section: 'cases' };
      }
      const score =
        form.problem.type === ProblemType.OI ? firstIndex(form.samples, (s) => parseScore(s.score) === null) : null;
      if (score) return { key: 'sampleScoreInvalid', params: { n: score }, section: 'cases' };
      const group = isSubtaskMode(form.problem.judgeCaseMode)
        ? firstIndex(form.samples, (s) => parseGroup(s.groupNum) === null)
        : null;
      return group ? { key: 'sampleGroupRequired', params: { n: group }, section: 'cases' } : null;
    },
  },
  {
    name: 'checker',
    check: ({ problem: p }, context) => {
      if (p.judgeMode === 'default') return null;
      const spj = p.judgeMode === 'spj';
      if (isBlank(p.spjCode)) return { key: spj ? 'spjCodeRequired' : 'interactorCodeRequired', section: 'judge' };
      const language = p.spjLanguage || 'C';
      if (!CHECKER_LANGUAGES.has(language))
        return { key: 'spjLanguageUnsupported', params: { language }, section: 'judge' };
      return context.checkerCompiled === false
        ? { key: spj ? 'spjNotCompiled' : 'interactorNotCompiled', section: 'judge' }
        : null;
    },
  },
  {
    name: 'languages',
    check: ({ languages }) => {
      if (languages.length === 0) return { key: 'languageRequired', section: 'languages' };
      const unknown = languages.find((id) => !LANGUAGE_IDS.has(id));
      return unknown === undefined
        ? null
        : { key: 'languageUnknown', params: { language: unknown }, section: 'languages' };
    },
  },
  {
    name: 'templates',
    check: ({ codeTemplates }) => {
      for (const t of codeTemplates) {
        if (!LANGUAGE_IDS.has(t.language))
          return { key: 'languageUnknown', params: { language: t.language }, section: 'templates' };
        if (t.status && t.code.trim() === '')
          return { key: 'codeTemplateEmpty', params: { language: t.language }, section: 'templates' };
      }
      return null;
    },
  },
  {
    name: 'tags',
    check: ({ tags }) => {
      for (const [i, t] of tags.entries()) {
        if (t.id === undefined && isBlank(t.name)) return { key: 'tagNameRequired', section: 'tags' };
        if (isDuplicateTag(tags.slice(0, i), t))
          return { key: 'tagDuplicate', params: { name: t.name ?? String(t.id) }, section: 'tags' };
      }
      return null;
    },
  },
];

/** The first broken rule of the form, in the spec's order, or null. */
export function firstBrokenProblemRule(form: ProblemFormParsed, context: ProblemRuleContext): ProblemRuleIssue | null {
  for (const step of PROBLEM_FORM_STEPS) {
    const issue = step.check(form, context);
    if (issue) return issue;
  }
  return null;
}

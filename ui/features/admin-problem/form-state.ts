import type { JudgeCaseMode, JudgeMode } from '../../../src/contract/judge-status.ts';
import {
  type ExamplePair,
  PROBLEM_DEFAULTS,
  type ProblemForm,
  ProblemAuth,
  ProblemType,
} from '../../../src/contract/problems.ts';
import { spreadScores } from '../../../src/contract/scoring.ts';
import { type ExtraFile, fileMap, toFiles } from '../../lib/file-rows.ts';
import type { AdminProblemDetail } from './api.ts';

/** The file rows of the form (shared with the choice form's annex). */
export { type ExtraFile, fileMap, toFiles };

/** A judge case: file names (uploaded archive) or contents (manual sample), with score and subtask group as typed. */
export interface CaseRow {
  input: string;
  output: string;
  score: string;
  groupNum: string;
}

export interface TemplateRow {
  language: string;
  code: string;
  status: boolean;
}

export interface TagChip {
  id?: number;
  name: string;
  color?: string;
}

/** Everything the problem editor holds; turned into the contract's payload by `toPayload`. */
export interface EditorState {
  id?: number;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  examples: ExamplePair[];
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  difficulty: number;
  type: number;
  auth: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string;
  spjLanguage: string;
  /** The checker code as it is now has compiled (or is stored compiled and unchanged). */
  spjCompiled: boolean;
  isUploadTestCase: boolean;
  /** Staging id of a new archive ('' when none was uploaded in this form). */
  uploadTestcaseDir: string;
  uploadedCases: CaseRow[];
  manualCases: CaseRow[];
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFiles: ExtraFile[];
  judgeExtraFiles: ExtraFile[];
  codeTemplates: TemplateRow[];
  languages: string[];
  tags: TagChip[];
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isRemote: boolean;
  /** Set when the problem is created inside a contest: the contest and the problem's display id and title there. */
  contest?: { cid: number; displayId: string; displayTitle: string };
}

export const CASE_MODES_BY_TYPE: Record<number, readonly JudgeCaseMode[]> = {
  [ProblemType.ACM]: ['default', 'ergodic_without_error'],
  [ProblemType.OI]: ['default', 'subtask_lowest', 'subtask_average'],
};

export function emptyCase(): CaseRow {
  return { input: '', output: '', score: '', groupNum: '' };
}

/** The limits a new problem starts with: the site's configured defaults (the editor passes them), else the built-in ones. */
export interface NewProblemLimits {
  timeLimit: number;
  memoryLimit: number;
}

export function newProblemState(limits: NewProblemLimits = PROBLEM_DEFAULTS): EditorState {
  return {
    problemId: '',
    title: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    examples: [{ input: '', output: '' }],
    ...PROBLEM_DEFAULTS,
    timeLimit: limits.timeLimit,
    memoryLimit: limits.memoryLimit,
    difficulty: 0,
    type: ProblemType.ACM,
    auth: ProblemAuth.PUBLIC,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjCode: '',
    spjLanguage: 'C',
    spjCompiled: false,
    isUploadTestCase: true,
    uploadTestcaseDir: '',
    uploadedCases: [],
    manualCases: [emptyCase()],
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFiles: [],
    judgeExtraFiles: [],
    codeTemplates: [],
    languages: [],
    tags: [],
    codeShare: true,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isRemote: false,
  };
}

const numText = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

export function fromDetail(d: AdminProblemDetail): EditorState {
  const p = d.problem;
  const cases = d.samples.map((s) => ({
    input: s.input,
    output: s.output,
    score: numText(s.score),
    groupNum: numText(s.groupNum),
  }));
  return {
    ...newProblemState(),
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    hint: p.hint,
    source: p.source,
    examples: p.exampleList.length > 0 ? p.exampleList : [{ input: '', output: '' }],
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    judgeMode: p.judgeMode as JudgeMode,
    judgeCaseMode: p.judgeCaseMode as JudgeCaseMode,
    spjCode: p.spjCode ?? '',
    spjLanguage: p.spjLanguage ?? 'C',
    spjCompiled: p.spjCompileOk,
    isUploadTestCase: p.isUploadCase,
    uploadedCases: p.isUploadCase ? cases : [],
    manualCases: p.isUploadCase ? [emptyCase()] : cases,
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName ?? '',
    ioWriteFileName: p.ioWriteFileName ?? '',
    userExtraFiles: toFiles(p.userExtraFile),
    judgeExtraFiles: toFiles(p.judgeExtraFile),
    codeTemplates: d.codeTemplates,
    languages: d.languages,
    tags: d.tags,
    codeShare: p.codeShare,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    isRemote: p.isRemote,
  };
}

/** A new problem made inside a contest: contest visibility (auth 3) and the contest's display fields. */
export function newContestProblemState(cid: number, limits: NewProblemLimits = PROBLEM_DEFAULTS): EditorState {
  return { ...newProblemState(limits), auth: ProblemAuth.CONTEST, contest: { cid, displayId: '', displayTitle: '' } };
}

/** Switching to OI spreads 100 points over the manual samples (floor(100/n), the last ones one more). */
export function withType(s: EditorState, type: number): EditorState {
  const modes = CASE_MODES_BY_TYPE[type] ?? ['default'];
  const judgeCaseMode = modes.includes(s.judgeCaseMode) ? s.judgeCaseMode : 'default';
  if (type !== ProblemType.OI || s.type === ProblemType.OI) return { ...s, type, judgeCaseMode };
  const scores = spreadScores(s.manualCases.length);
  return { ...s, type, judgeCaseMode, manualCases: s.manualCases.map((c, i) => ({ ...c, score: String(scores[i]) })) };
}

/** The cases the form sends: the archive's files or the manual samples. */
export function activeCases(s: EditorState): CaseRow[] {
  return s.isUploadTestCase ? s.uploadedCases : s.manualCases;
}

function caseValue(v: string): number | string | null {
  const text = v.trim();
  if (text === '') return null;
  return /^-?\d+$/.test(text) ? Number(text) : text;
}

/** The payload of POST/PUT /api/admin/problem (the contract's problemFormSchema input). */
export function toPayload(s: EditorState): ProblemForm {
  const spj = s.judgeMode !== 'default';
  return {
    problem: {
      ...(s.id ? { id: s.id } : {}),
      problemId: s.problemId.trim(),
      title: s.title.trim(),
      description: s.description,
      input: s.input,
      output: s.output,
      exampleList: s.examples.filter((e) => e.input !== '' || e.output !== ''),
      hint: s.hint,
      source: s.source,
      timeLimit: s.timeLimit,
      memoryLimit: s.memoryLimit,
      stackLimit: s.stackLimit,
      difficulty: s.difficulty,
      type: s.type,
      auth: s.auth,
      judgeMode: s.judgeMode,
      judgeCaseMode: s.judgeCaseMode,
      spjCode: spj ? s.spjCode : null,
      spjLanguage: spj ? s.spjLanguage : null,
      isRemoveEndBlank: s.isRemoveEndBlank,
      openCaseResult: s.openCaseResult,
      codeShare: s.codeShare,
      isFileIO: s.isFileIO,
      ioReadFileName: s.isFileIO ? s.ioReadFileName.trim() : null,
      ioWriteFileName: s.isFileIO ? s.ioWriteFileName.trim() : null,
      userExtraFile: fileMap(s.userExtraFiles),
      judgeExtraFile: fileMap(s.judgeExtraFiles),
      isRemote: s.isRemote,
    },
    samples: activeCases(s).map((c) => ({
      input: c.input,
      output: c.output,
      score: caseValue(c.score),
      groupNum: caseValue(c.groupNum),
    })),
    isUploadTestCase: s.isUploadTestCase,
    uploadTestcaseDir: s.isUploadTestCase ? s.uploadTestcaseDir : '',
    languages: s.languages,
    codeTemplates: s.codeTemplates.filter((t) => s.languages.includes(t.language)),
    tags: s.tags.map((t) => (t.id !== undefined ? { id: t.id } : { name: t.name, color: t.color })),
    ...(s.contest
      ? {
          contest: { ...s.contest, displayId: s.contest.displayId.trim(), displayTitle: s.contest.displayTitle.trim() },
        }
      : {}),
  };
}

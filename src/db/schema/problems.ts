import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { users } from './users.ts';
import { bool, ms } from './columns.ts';

/** A problem of the bank (spec doc 1 §3, doc 3 §3). Limits in ms and MB as the spec gives them. */
export const problems = sqliteTable(
  'problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The display id, e.g. "P1000"; unique. */
    problemId: text('problem_id').notNull(),
    title: text('title').notNull(),
    authorUid: text('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    author: text('author').notNull().default(''),
    description: text('description').notNull().default(''),
    input: text('input').notNull().default(''),
    output: text('output').notNull().default(''),
    /** Samples stored as one string of concatenated <input>…</input><output>…</output> pairs. */
    examples: text('examples').notNull().default(''),
    hint: text('hint').notNull().default(''),
    source: text('source').notNull().default(''),
    timeLimit: integer('time_limit').notNull().default(1000),
    memoryLimit: integer('memory_limit').notNull().default(256),
    stackLimit: integer('stack_limit').notNull().default(128),
    /** 0 easy, 1 mid, 2 hard. */
    difficulty: integer('difficulty').notNull().default(0),
    /** 1 public, 2 private, 3 contest. */
    auth: integer('auth').notNull().default(1),
    /** 0 ACM, 1 OI. */
    type: integer('type').notNull().default(0),
    judgeMode: text('judge_mode', { enum: ['default', 'spj', 'interactive'] })
      .notNull()
      .default('default'),
    judgeCaseMode: text('judge_case_mode', {
      enum: ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'],
    })
      .notNull()
      .default('default'),
    spjCode: text('spj_code'),
    spjLanguage: text('spj_language'),
    spjCompileOk: bool('spj_compile_ok').notNull().default(false),
    /** How the checker's `points X` is read: 'fraction' of the case (Verdict's own) or 'absolute' points (Polygon's). */
    checkerPoints: text('checker_points', { enum: ['fraction', 'absolute'] })
      .notNull()
      .default('fraction'),
    /** 'absolute' only: the points of a fully correct case on the checker's scale; null: each case's own score. */
    checkerPointsScale: integer('checker_points_scale'),
    isUploadCase: bool('is_upload_case').notNull().default(true),
    isRemoveEndBlank: bool('is_remove_end_blank').notNull().default(true),
    openCaseResult: bool('open_case_result').notNull().default(true),
    isFileIO: bool('is_file_io').notNull().default(false),
    ioReadFileName: text('io_read_file_name'),
    ioWriteFileName: text('io_write_file_name'),
    /** JSON map file name → content. */
    userExtraFile: text('user_extra_file'),
    judgeExtraFile: text('judge_extra_file'),
    codeShare: bool('code_share').notNull().default(true),
    isRemote: bool('is_remote').notNull().default(false),
    gid: integer('gid'),
    /** 'code': judged programs; 'choice': a computational-thinking multiple-choice problem (its options in choice_problems). */
    kind: text('kind', { enum: ['code', 'choice'] })
      .notNull()
      .default('code'),
    applyPublicProgress: integer('apply_public_progress'),
    /** Bumped whenever the test data changes; judged results name the version they used. */
    caseVersion: integer('case_version').notNull().default(0),
    modifiedUser: text('modified_user').notNull().default(''),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('problems_problem_id').on(t.problemId),
    // Display ids are looked up without regard to case (the problem page, submitting, filters),
    // with what the access policy reads: a filter naming a problem the viewer may not see is
    // answered from the index, without reading the problem's row (its statement, its samples).
    index('problems_problem_id_nocase').on(sql`${t.problemId} collate nocase`, t.auth, t.gid, t.authorUid),
    // The bank's list in id order, with what the access policy reads, so pages skip on the index.
    index('problems_bank_order').on(t.gid, t.kind, t.id, t.auth, t.authorUid),
    index('problems_auth').on(t.auth, t.id),
    // The home page's latest updated public problems.
    index('problems_auth_updated').on(t.auth, t.updatedAt),
  ],
);

/** Test cases of a problem (files under data/testcases/<pid>/) or manual samples. */
export const problemCases = sqliteTable(
  'problem_cases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
    score: integer('score').notNull().default(0),
    groupNum: integer('group_num').notNull().default(1),
    /**
     * Size (bytes) and sha256 of N.in and N.out as saved; the judge checks the files against them
     * before judging. Null on rows saved before they were recorded, until start-up or doctor fills them.
     */
    inputSize: integer('input_size'),
    inputSha256: text('input_sha256'),
    outputSize: integer('output_size'),
    outputSha256: text('output_sha256'),
  },
  (t) => [index('problem_cases_pid').on(t.pid, t.index)],
);

export const tagClassifications = sqliteTable('tag_classifications', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  oj: text('oj').notNull().default('ME'),
  rank: integer('rank').notNull().default(0),
});

export const tags = sqliteTable('tags', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  color: text('color').notNull().default(''),
  oj: text('oj').notNull().default('ME'),
  gid: integer('gid'),
  classificationId: integer('classification_id').references(() => tagClassifications.id, { onDelete: 'set null' }),
});

export const problemTags = sqliteTable(
  'problem_tags',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.tagId] }), index('problem_tags_tag').on(t.tagId)],
);

/** Languages allowed for a problem (ids of the judge's language table). */
export const problemLanguages = sqliteTable(
  'problem_languages',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pid, t.language] })],
);

export const codeTemplates = sqliteTable(
  'code_templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    status: bool('status').notNull().default(true),
  },
  (t) => [uniqueIndex('code_templates_pid_lang').on(t.pid, t.language)],
);

/**
 * The choices of a computational-thinking problem (spec doc 1 §3): four options A–D, each with
 * text and an optional image, the correct one, and the analysis shown after an answer. Images
 * are uploads of the data directory, named by their link.
 */
export const choiceProblems = sqliteTable('choice_problems', {
  pid: integer('pid')
    .primaryKey()
    .references(() => problems.id, { onDelete: 'cascade' }),
  image: text('image').notNull().default(''),
  /** JSON array of four {text, image}. */
  options: text('options').notNull(),
  answer: text('answer', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
  analysis: text('analysis').notNull().default(''),
  analysisImage: text('analysis_image').notNull().default(''),
});

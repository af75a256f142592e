import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { choiceProblems, problems, problemTags, tags } from '../../db/schema/index.ts';
import type { ChoiceProblemFormParsed } from '../../contract/choice.ts';
import { Errors } from '../errors.ts';
import type { Actor } from '../access/actor.ts';
import { encodeExamples } from '../problems/examples.ts';
import type { GroupHome } from '../problems/save-problem.ts';
import { checkChoiceForm } from './rules.ts';
import { findChoice } from './store.ts';

/**
 * Creating and editing a choice problem (spec doc 3 §2 `problem/create-computational-thinking`):
 * a problems row of kind 'choice' (so contests, trainings, submissions and counters treat it as
 * any problem) and its options, written in one transaction after the form's rules. With a group
 * home it is made in that group (the group's calls ask the group policy first).
 */
export function saveChoiceProblem(
  db: Db,
  actor: Actor,
  form: ChoiceProblemFormParsed,
  home?: GroupHome,
): { id: number; problemId: string } {
  checkChoiceForm(form);
  const existing = form.id ? findChoice(db, form.id) : null;
  // A group's problem is saved under the group's prefix (groups/problems.ts `groupIdPrefix`), as its code problems are.
  const f = home ? { ...form, problemId: home.idPrefix + form.problemId } : form;
  const clash = db
    .select({ id: problems.id })
    .from(problems)
    .where(
      and(
        sql`${problems.problemId} = ${f.problemId} collate nocase`,
        existing ? ne(problems.id, existing.problem.id) : undefined,
      ),
    )
    .get();
  if (clash) throw Errors.ProblemIdExists(f.problemId);
  const now = new Date();
  const fields = {
    problemId: f.problemId,
    title: f.title,
    description: f.description,
    input: f.input,
    output: f.output,
    examples: encodeExamples(f.exampleList),
    hint: f.hint,
    isFileIO: f.isFileIO,
    ioReadFileName: f.isFileIO ? f.ioReadFileName : null,
    ioWriteFileName: f.isFileIO ? f.ioWriteFileName : null,
    userExtraFile: f.userExtraFile && Object.keys(f.userExtraFile).length ? JSON.stringify(f.userExtraFile) : null,
    difficulty: f.difficulty,
    auth: f.auth,
    kind: 'choice' as const,
    type: 0,
    modifiedUser: actor.username,
    updatedAt: now,
  };
  const choice = {
    image: f.image,
    options: JSON.stringify(f.options),
    answer: f.answer!,
    analysis: f.analysis,
    analysisImage: f.analysisImage,
  };
  return db.transaction((tx) => {
    let id: number;
    if (existing) {
      id = existing.problem.id;
      tx.update(problems).set(fields).where(eq(problems.id, id)).run();
      tx.update(choiceProblems).set(choice).where(eq(choiceProblems.pid, id)).run();
    } else {
      id = tx
        .insert(problems)
        .values({ ...fields, gid: home?.gid ?? null, authorUid: actor.uid, author: actor.username, createdAt: now })
        .returning({ id: problems.id })
        .get().id;
      tx.insert(choiceProblems)
        .values({ pid: id, ...choice })
        .run();
    }
    tx.delete(problemTags).where(eq(problemTags.pid, id)).run();
    const known = f.tagIds.length ? tx.select({ id: tags.id }).from(tags).where(inArray(tags.id, f.tagIds)).all() : [];
    if (known.length)
      tx.insert(problemTags)
        .values(known.map((t) => ({ pid: id, tagId: t.id })))
        .run();
    return { id, problemId: f.problemId };
  });
}

import { CHOICE_LETTERS, type ChoiceProblemFormParsed } from '../../contract/choice.ts';
import { fileIoIssue, isSafeFileName } from '../../contract/problem-form-rules.ts';
import { Errors } from '../errors.ts';

/**
 * The choice problem form's rules in the order the form shows them: display id, title,
 * description, each option (text or image), the correct option, then file IO's names and the
 * annex's file names (the code problem form's file rule). The first broken one is the answer, so
 * the admin fixes one field at a time as on the code problem form.
 */
export function checkChoiceForm(f: ChoiceProblemFormParsed): void {
  if (!f.problemId) throw Errors.ProblemIdRequired();
  if (!f.title) throw Errors.ProblemTitleRequired();
  if (!f.description.trim() && !f.image) throw Errors.ChoiceDescriptionRequired();
  f.options.forEach((o, i) => {
    if (!o.text && !o.image) throw Errors.ChoiceOptionEmpty(CHOICE_LETTERS[i]!);
  });
  if (!f.answer) throw Errors.ChoiceAnswerRequired();
  const io = fileIoIssue(f);
  if (io?.key === 'fileIoNamesRequired') throw Errors.FileIoNamesRequired();
  if (io) throw Errors.FileIoNameInvalid(io.params?.name ?? '');
  const badName = Object.keys(f.userExtraFile ?? {}).find((name) => !isSafeFileName(name));
  if (badName !== undefined) throw Errors.FileIoNameInvalid(badName);
}

import { CHOICE_LETTERS, type ChoiceProblemForm } from '../../../src/contract/choice.ts';
import { fileIoIssue, isSafeFileName } from '../../../src/contract/problem-form-rules.ts';

/** The fields of the choice form a rule can point at. */
export type ChoiceField =
  | 'problemId'
  | 'title'
  | 'description'
  | 'optionA'
  | 'optionB'
  | 'optionC'
  | 'optionD'
  | 'answer'
  | 'files';

/**
 * The field the server's first broken rule is about (the server checks display id, title,
 * description, each option, the correct option, file IO and the annex's names, in this order): the form shows the server's
 * message there. Null when every rule holds (a clash of display ids is shown at the display id).
 */
export function firstBrokenField(
  f: Pick<ChoiceProblemForm, 'problemId' | 'title' | 'description' | 'image' | 'options' | 'answer'> &
    Partial<Pick<ChoiceProblemForm, 'isFileIO' | 'ioReadFileName' | 'ioWriteFileName'>> & {
      annex?: { name: string }[];
    },
): ChoiceField | null {
  if (!f.problemId?.trim()) return 'problemId';
  if (!f.title?.trim()) return 'title';
  if (!f.description?.trim() && !f.image) return 'description';
  const empty = f.options.findIndex((o) => !o.text?.trim() && !o.image);
  if (empty >= 0) return `option${CHOICE_LETTERS[empty]!}` as ChoiceField;
  if (!f.answer) return 'answer';
  const io = {
    isFileIO: !!f.isFileIO,
    ioReadFileName: f.ioReadFileName ?? null,
    ioWriteFileName: f.ioWriteFileName ?? null,
  };
  if (fileIoIssue(io) || (f.annex ?? []).some((file) => !isSafeFileName(file.name.trim()))) return 'files';
  return null;
}

/** Where a refusal of the server is shown: the broken rule's field, the display id for anything else about it, or the top. */
export function fieldOfRefusal(f: Parameters<typeof firstBrokenField>[0], message: string): ChoiceField | null {
  return firstBrokenField(f) ?? (message.includes(f.problemId ?? '\u0000') ? 'problemId' : null);
}

/** An empty form: public, easy, four empty options, no answer. */
export function emptyChoiceForm(): ChoiceProblemForm {
  return {
    problemId: '',
    title: '',
    description: '',
    image: '',
    input: '',
    output: '',
    exampleList: [],
    hint: '',
    options: CHOICE_LETTERS.map(() => ({ text: '', image: '' })),
    answer: null,
    analysis: '',
    analysisImage: '',
    difficulty: 0,
    auth: 1,
    tagIds: [],
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
  };
}

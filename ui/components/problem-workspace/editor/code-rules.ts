import { CODE_MAX_LENGTH, TEST_INPUT_MAX_LENGTH } from '../../../../src/contract/submissions.ts';

/** The code rules of spec doc 1 §5, as the i18n key of the message to show (null: fine). */
export function codeProblem(code: string): string | null {
  if (code.trim() === '') return 'editor.codeEmpty';
  if (code.length > CODE_MAX_LENGTH) return 'editor.codeTooLong';
  return null;
}

/** A test run also limits its custom input to 1000 characters. */
export function testInputProblem(input: string): string | null {
  return input.length > TEST_INPUT_MAX_LENGTH ? 'editor.inputTooLong' : null;
}

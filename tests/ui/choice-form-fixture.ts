import { emptyChoiceForm } from '../../ui/features/admin-choice/form-rules.ts';

/** A choice form that passes every rule: the tests break one field of it at a time. */
export const validChoiceForm = () => ({
  ...emptyChoiceForm(),
  problemId: 'CT1',
  title: 'T',
  description: 'D',
  options: ['1', '2', '3', '4'].map((text) => ({ text, image: '' })),
  answer: 'A' as const,
});

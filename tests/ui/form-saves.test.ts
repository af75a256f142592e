// The forms that send one change save through the query layer's useSave (ui/lib/query/use-save.ts):
// its `busy` and `error` are the form's, so no form keeps a busy flag or a try/finally of its own.
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';

const SAVING_FORMS = [
  'ui/features/auth/login-form.tsx',
  'ui/features/auth/register-form.tsx',
  'ui/features/discussion/discussion-dialog.tsx',
  'ui/features/group/group-form-dialog.tsx',
  'ui/features/group/group-settings.tsx',
  'ui/features/admin-user-import/generate-page.tsx',
  'ui/components/password-register-form.tsx',
  'ui/components/submission/share-toggle.tsx',
  'ui/components/submission/resubmit-button.tsx',
];

test('the forms that send one change keep no busy state of their own', () => {
  const found: string[] = [];
  for (const file of SAVING_FORMS) {
    const text = readFileSync(file, 'utf8');
    if (/\bsetBusy\b|\bisSubmitting\b/.test(text)) found.push(`${file}: a busy state of its own`);
    if (/\bfinally\b/.test(text)) found.push(`${file}: a try/finally around the call`);
    if (!/\buse\w*Save\b/.test(text)) found.push(`${file}: does not save through useSave`);
  }
  expect(found).toEqual([]);
});

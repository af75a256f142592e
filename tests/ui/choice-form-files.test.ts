import { describe, expect, test } from 'bun:test';
import { firstBrokenField } from '../../ui/features/admin-choice/form-rules.ts';
import { validChoiceForm } from './choice-form-fixture.ts';

/** The choice form places a refusal about file IO or the annex's file names at the file section, after the other rules. */
describe('the choice form: file IO and annex rules', () => {
  const valid = { ...validChoiceForm(), annex: [] as { name: string }[] };
  test.each([
    [{ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: '' }, 'files'],
    [{ isFileIO: true, ioReadFileName: 'a/b', ioWriteFileName: 'out.txt' }, 'files'],
    [{ annex: [{ name: 'map.txt' }, { name: '../x' }] }, 'files'],
    [{ annex: [{ name: ' ' }] }, 'files'],
    // Names without file IO are not checked (the server drops them); a plain annex is fine.
    [{ isFileIO: false, ioReadFileName: 'a/b' }, null],
    [{ isFileIO: true, ioReadFileName: 'in.txt', ioWriteFileName: 'out.txt', annex: [{ name: 'map.txt' }] }, null],
    // An earlier rule comes first.
    [{ answer: null, annex: [{ name: '../x' }] }, 'answer'],
  ] as const)('%p → %p', (change, field) => {
    expect(firstBrokenField({ ...valid, ...change } as Parameters<typeof firstBrokenField>[0])).toBe(field);
  });
});

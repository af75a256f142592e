// The query layer's one way to run a change (useTask: useSave's calls, uploads, downloads, handed
// actions) and the one line that shows a failure in place (FailureLine).
import { beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { Glob } from 'bun';
import { MutationObserver } from '@tanstack/query-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The UI's modules read the address and the language at load; these tests have no browser.
const node = () => ({ appendChild: () => undefined });
Object.assign(globalThis, {
  location: new URL('http://localhost/'),
  document: { documentElement: {}, head: node(), createElement: node, createTextNode: node },
});
Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });

type Layer = typeof import('../../ui/lib/query/use-task.ts') &
  typeof import('../../ui/lib/query/client.ts') &
  typeof import('../../ui/lib/api-error.ts') &
  typeof import('../../ui/components/failure-line.tsx');
let m: Layer;
beforeAll(async () => {
  m = {
    ...(await import('../../ui/lib/query/use-task.ts')),
    ...(await import('../../ui/lib/query/client.ts')),
    ...(await import('../../ui/lib/api-error.ts')),
    ...(await import('../../ui/components/failure-line.tsx')),
  };
});

/** A promise the test settles itself. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const entry = { path: '/api/test-task-answers', method: 'GET' } as never;

describe('a task', () => {
  test('is busy while it runs, answers, clears the last failure and marks its entries stale', async () => {
    m.queryClient.setQueryData(['/api/test-task-answers', { a: 1 }], 'old');
    const texts: string[] = [];
    const step = deferred<number>();
    const observer = new MutationObserver(
      m.queryClient,
      m.taskMutation(
        (n: number) => step.promise.then((v) => v + n),
        { invalidates: [entry] },
        (t) => texts.push(t),
      ),
    );
    const running = m.settled(observer.mutate(1));
    expect(observer.getCurrentResult().isPending).toBe(true);
    step.resolve(41);
    expect(await running).toEqual({ answer: 42 });
    expect(observer.getCurrentResult().isPending).toBe(false);
    expect(texts).toEqual(['']);
    expect(m.queryClient.getQueryState(['/api/test-task-answers', { a: 1 }])?.isInvalidated).toBe(true);
  });

  test("a refusal's message is the error and goes to onRefusal; the failure itself to onFailure", async () => {
    const texts: string[] = [];
    const refusals: string[] = [];
    const failures: unknown[] = [];
    const refused = new m.ApiError(400, 'The title is missing', { field: 'title' }, 200);
    const observer = new MutationObserver(
      m.queryClient,
      m.taskMutation(
        () => Promise.reject(refused),
        { onRefusal: (t) => refusals.push(t), onFailure: (e) => failures.push(e) },
        (t) => texts.push(t),
      ),
    );
    expect(await m.settled(observer.mutate(undefined))).toBeUndefined();
    expect(texts).toEqual(['The title is missing']);
    expect(refusals).toEqual(['The title is missing']);
    expect(failures).toEqual([refused]);
  });

  test('a failure of HTTP or of the connection (the client showed it) is no refusal', async () => {
    const refusals: string[] = [];
    const texts: string[] = [];
    const observer = new MutationObserver(
      m.queryClient,
      m.taskMutation(
        () => Promise.reject(new m.ApiError(429, 'Too many submissions', null, 429)),
        { onRefusal: (t) => refusals.push(t) },
        (t) => texts.push(t),
      ),
    );
    expect(await m.settled(observer.mutate(undefined))).toBeUndefined();
    expect(texts).toEqual(['Too many submissions']);
    expect(refusals).toEqual([]);
  });
});

describe('the failure line', () => {
  const html = (props: Record<string, unknown>) => renderToStaticMarkup(createElement(m.FailureLine, props as never));

  test('shows nothing when there is no failure', () => {
    expect(html({ error: '' })).toBe('');
    expect(html({ error: null })).toBe('');
    expect(html({ error: undefined })).toBe('');
  });

  test("shows a save's text or a read's error as one alert line", () => {
    expect(html({ error: 'Name taken', testId: 'x-error' })).toBe(
      '<p role="alert" class="text-sm text-destructive" data-testid="x-error">Name taken</p>',
    );
    expect(html({ error: new m.ApiError(403, 'Not yours', null, 403) })).toContain('>Not yours</p>');
    expect(html({ error: 'Late', className: 'min-w-0 flex-1' })).toContain(
      'class="text-sm text-destructive min-w-0 flex-1"',
    );
    // A smaller line in a table row takes its own size instead of the usual one.
    expect(html({ error: 'Late', className: 'mt-1 text-xs' })).toContain('class="text-destructive mt-1 text-xs"');
  });
});

describe('one way in the UI', () => {
  const files = () => [...new Glob('ui/**/*.{ts,tsx}').scanSync('.')];

  test('no component keeps a busy state of its own around a call', () => {
    expect(files().filter((f) => /\bsetBusy\b/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  test('a failure shown in place is a FailureLine, not its own copy of the line', () => {
    const copy =
      /<p\s+(role="alert"\s+className="text-sm text-destructive"|className="text-sm text-destructive"\s+role="alert")/;
    expect(files().filter((f) => !f.endsWith('failure-line.tsx') && copy.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});

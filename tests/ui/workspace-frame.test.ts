// The code and the choice problem pages share one frame (the read's states, focus mode, the split)
// and one tab strip on the left: Description, My Submission where the page has one, Problem Annex
// where the problem has annex files; a page with the statement alone shows it without tabs.
import { beforeAll, describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// The UI's modules read the address and the language at load; these tests have no browser.
const node = () => ({ appendChild: () => undefined });
Object.assign(globalThis, {
  location: new URL('http://localhost/'),
  document: { documentElement: {}, head: node(), createElement: node, createTextNode: node },
});
Object.defineProperty(navigator, 'languages', { value: ['en-US'], configurable: true });

type Tabs = typeof import('../../ui/components/problem-workspace/workspace-tabs.tsx');
let m: Tabs;
beforeAll(async () => {
  m = await import('../../ui/components/problem-workspace/workspace-tabs.tsx');
});

const DIR = 'ui/components/problem-workspace';
const statement = createElement('p', { 'data-testid': 'the-statement' }, 'Sum two numbers');
const render = (props: Parameters<Tabs['WorkspaceTabs']>[0]) =>
  renderToStaticMarkup(createElement(m.WorkspaceTabs, props));

describe('the problem pages’ left tabs', () => {
  test('a code problem: Description and My Submission, Problem Annex only with annex files', () => {
    const mine = createElement('div', null, 'mine');
    const plain = render({ description: statement, mine, files: {} });
    expect(plain).toContain('data-testid="tab-description"');
    expect(plain).toContain('data-testid="tab-mine"');
    expect(plain).not.toContain('tab-annex');
    expect(plain).toContain('the-statement');
    expect(render({ description: statement, mine, files: { 'a.txt': '1' } })).toContain('data-testid="tab-annex"');
  });

  test('a choice problem: the statement alone without annex files, with the annex tab beside it otherwise', () => {
    const bare = render({ description: statement, files: {} });
    expect(bare).not.toContain('tab-description');
    expect(bare).toContain('the-statement');
    const annex = render({ description: statement, files: { 'a.txt': '1' } });
    expect(annex).toContain('data-testid="tab-description"');
    expect(annex).toContain('data-testid="tab-annex"');
    expect(annex).not.toContain('tab-mine');
  });

  test('both workspaces sit in the one frame with the one tab strip', () => {
    expect(existsSync(`${DIR}/choice-left.tsx`)).toBe(false);
    for (const f of ['problem-workspace.tsx', 'choice-workspace.tsx']) {
      const text = readFileSync(`${DIR}/${f}`, 'utf8');
      expect(text).toContain('<WorkspaceFrame');
      expect(text).toContain('<WorkspaceTabs');
      expect(text).not.toContain('<TabsTrigger');
    }
  });
});

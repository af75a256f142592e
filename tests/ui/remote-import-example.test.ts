import { expect, test } from 'bun:test';
import { BUILT_REMOTE_SOURCES, parseRemoteProblemId } from '../../src/contract/remote.ts';
import { EXAMPLE_ID } from '../../ui/features/admin-problem/remote-example-ids.ts';
import { enUS } from '../../ui/i18n/en-US.ts';
import { zhCN } from '../../ui/i18n/zh-CN.ts';

test("the import dialog's example id is a problem id of the source chosen, in both languages", () => {
  for (const source of BUILT_REMOTE_SOURCES) {
    expect(parseRemoteProblemId(`${source}-${EXAMPLE_ID[source]}`)?.source).toBe(source);
  }
  expect(EXAMPLE_ID.AC).toBe('abc001_a');
  expect(EXAMPLE_ID.SPOJ).toBe('TEST');
  for (const texts of [enUS, zhCN]) expect(texts.remote.import.problemIdPlaceholder).toContain('{{example}}');
});

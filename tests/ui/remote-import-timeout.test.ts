import { expect, test } from 'bun:test';
import { remoteEndpoints } from '../../src/contract/endpoints/remote.ts';
import {
  REMOTE_IMPORT_TIMEOUT_MS,
  remoteContestImportCall,
  remoteProblemImportCall,
} from '../../ui/components/remote-import-calls.ts';
import { REQUEST_TIMEOUT_MS } from '../../ui/lib/api-error.ts';

test('a remote problem import waits as long as a remote contest import, past the usual request limit', () => {
  const problem = remoteProblemImportCall('CF', ' 1A ');
  expect(problem.entry).toBe(remoteEndpoints.importProblem);
  expect(problem.input).toEqual({ name: 'CF', problemId: '1A' });
  expect(problem.timeoutMs).toBe(REMOTE_IMPORT_TIMEOUT_MS);
  expect(remoteContestImportCall({ cid: 1 }, 'CF-1').timeoutMs).toBe(REMOTE_IMPORT_TIMEOUT_MS);
  expect(remoteContestImportCall({ tid: 1 }, 'CF-1').timeoutMs).toBe(REMOTE_IMPORT_TIMEOUT_MS);
  expect(REMOTE_IMPORT_TIMEOUT_MS).toBe(10 * 60 * 1000);
  expect(REMOTE_IMPORT_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
});

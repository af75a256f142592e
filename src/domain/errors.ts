/**
 * The one catalogue of errors. Domain code throws `AppError`s made here; the HTTP layer turns
 * them into the envelope (business failures: HTTP 200 with body status 400/404; authentication
 * and permission failures: real HTTP 401/403). Every message exists in both UI languages;
 * `{0}`, `{1}` … are filled from the arguments.
 */

import { AppError, type Lang } from './errors/app-error.ts';
import { siteErrors } from './errors/site.ts';
import { accountsErrors } from './errors/accounts.ts';
import { judgingErrors } from './errors/judging.ts';
import { problemsErrors } from './errors/problems.ts';
import { testDataErrors } from './errors/test-data.ts';
import { contestsErrors } from './errors/contests.ts';
import { discussionsErrors } from './errors/discussions.ts';
import { groupsErrors } from './errors/groups.ts';
import { phoneErrors } from './errors/phone.ts';
import { remoteErrors } from './errors/remote.ts';
import { similarityErrors } from './errors/similarity.ts';
import { judgeNodesErrors } from './errors/judge-nodes.ts';
import { judgeNodeProtocolErrors } from './errors/judge-node-protocol.ts';

export { AppError, type Lang };

/** Every error by name, gathered from the catalogues of each area under ./errors/. */
export const Errors = {
  ...siteErrors,
  ...accountsErrors,
  ...problemsErrors,
  ...testDataErrors,
  ...judgingErrors,
  ...contestsErrors,
  ...discussionsErrors,
  ...groupsErrors,
  ...phoneErrors,
  ...remoteErrors,
  ...similarityErrors,
  ...judgeNodesErrors,
  ...judgeNodeProtocolErrors,
};

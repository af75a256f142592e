/**
 * Queue priorities of submissions and test runs. Within a priority the judge serves users
 * round-robin (src/contract/fair-queue.ts); a higher priority goes first. Only contests the site's
 * staff run get CONTEST; everything else, a rejudge included, waits as PRACTICE.
 */
export const Priority = {
  PRACTICE: 0,
  CONTEST: 1,
} as const;

import type { RemoteSource } from '../../../src/contract/remote.ts';

/** A problem id of each site, as the id box's example (the site's own ids: the same in every language). */
export const EXAMPLE_ID: Record<RemoteSource, string> = {
  CF: '1A',
  GYM: '100001A',
  HDU: '1000',
  POJ: '1000',
  AC: 'abc001_a',
  SPOJ: 'TEST',
};

import type { Config } from '../config.ts';
import { rebuildCounters, type CounterDifference } from '../domain/submissions/counters-rebuild.ts';
import { rebuildDiskUsage, type DiskDifference } from '../domain/site/disk-rebuild.ts';
import { buildDeps } from '../server.ts';

/** What `verdict doctor` found, one line per counter table that differed. */
export function describeDifferences(differences: CounterDifference[]): string[] {
  if (differences.length === 0) return ['every counter agrees with the submissions'];
  return differences.flatMap((d) => [
    `${d.table}: ${d.missing} missing, ${d.extra} extra, ${d.wrong} wrong row(s) — rebuilt`,
    ...d.examples.map((e) => `  ${e}`),
  ]);
}

/** What `verdict doctor` found of the disk figures (charges of avatars and test data, users' and groups' usage). */
export function describeDisk(d: DiskDifference): string[] {
  if (d.charges + d.users + d.groups === 0) return ['every disk usage figure agrees with the stored files'];
  return [`disk usage: ${d.charges} charge(s), ${d.users} user figure(s), ${d.groups} group figure(s) differed — rebuilt`, ...d.examples.map((e) => `  ${e}`)];
}

/**
 * verdict doctor: counts every maintained counter (problem verdicts, users' solved and tried
 * sets, the list totals, the home page's days) afresh from the submissions, and the disk usage
 * of users and groups from the stored files; writes back the tables that differ (each rebuild in
 * one transaction), and says what differed. Safe while the server runs.
 */
export function doctor(config: Config): number {
  const deps = buildDeps(config);
  try {
    for (const line of describeDifferences(rebuildCounters(deps.db))) console.log(line);
    for (const line of describeDisk(rebuildDiskUsage(deps.db, config.dataDir))) console.log(line);
    return 0;
  } finally {
    deps.db.$client.close();
  }
}

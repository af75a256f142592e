import type { Config } from '../config.ts';
import { rebuildCounters, type CounterDifference } from '../domain/submissions/counters-rebuild.ts';
import { rebuildDiskUsage, type DiskDifference } from '../domain/dashboard/disk-rebuild.ts';
import { buildDeps } from '../server.ts';
import { recordMissingDigests } from '../domain/testcases/digest-backfill.ts';
import { describeFiles, listTestDataFaults, type TestDataFault } from '../domain/testcases/integrity.ts';

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
  return [
    `disk usage: ${d.charges} charge(s), ${d.users} user figure(s), ${d.groups} group figure(s) differed — rebuilt`,
    ...d.examples.map((e) => `  ${e}`),
  ];
}

/** What `verdict doctor` found of the test data: each problem whose files are missing or changed since their save. */
export function describeTestData(faults: TestDataFault[], filled: number): string[] {
  const head = filled > 0 ? [`test data: recorded the size and sha256 of ${filled} case(s) saved without them`] : [];
  if (faults.length === 0) return [...head, "every problem's test data is as it was saved"];
  return [
    ...head,
    `test data: ${faults.length} problem(s) with missing or changed files — upload their test data again (their submissions stop as System Error until then)`,
    ...faults.map((f) => `  ${f.problemId} (#${f.pid}) ${f.title}: ${describeFiles(f.files)}`),
  ];
}

/**
 * verdict doctor: counts every maintained counter (problem verdicts, users' solved and tried
 * sets, the list totals, the home page's days, the dashboard's hours, the group ranks' lines) afresh from the submissions, and the disk usage
 * of users and groups from the stored files; writes back the tables that differ (each rebuild in
 * one transaction), and says what differed. Then it hashes every problem's test data afresh and
 * lists the problems whose files are missing or changed since their save (exit code 1: they need
 * a person). Safe while the server runs.
 */
export async function doctor(config: Config): Promise<number> {
  const deps = buildDeps(config);
  try {
    for (const line of describeDifferences(rebuildCounters(deps.db))) console.log(line);
    for (const line of describeDisk(rebuildDiskUsage(deps.db, config.dataDir))) console.log(line);
    const filled = await recordMissingDigests(deps.db, deps.dataDir);
    const faults = await listTestDataFaults(deps.db, deps.dataDir);
    for (const line of describeTestData(faults, filled)) console.log(line);
    return faults.length > 0 ? 1 : 0;
  } finally {
    deps.db.$client.close();
  }
}

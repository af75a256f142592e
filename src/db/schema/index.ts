// Every table of the database, one file per domain.
export * from './site.ts';
export * from './users.ts';
export * from './problems.ts';
export * from './submissions.ts';
export * from './accounts.ts';
export * from './counters.ts';
export * from './contests.ts';
export * from './contest-ops.ts';
export * from './trainings.ts';
export * from './ranks.ts';
export * from './discussions.ts';
export * from './messages.ts';
export * from './groups.ts';
export * from './videos.ts';
export * from './disk.ts';
export * from './remote.ts';
export * from './judge-nodes.ts';

// Every table of the database, one file per domain.
export * from './site.ts';

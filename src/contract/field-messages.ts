import type { z } from 'zod';

/** What an input schema says about a field it refuses, in both UI languages, or nothing to leave it to the general words. */
export type DescribeField = (path: PropertyKey[], issue: z.core.$ZodIssue) => [en: string, zh: string] | undefined;

const described = new WeakMap<z.ZodType, DescribeField>();

/**
 * An input schema whose refusals have words of their own (a settings form's field names, bounds
 * and units): the server's validation asks `describeFieldOf(schema)` before it describes an issue
 * from its code.
 */
export function withFieldMessages<S extends z.ZodType>(schema: S, describe: DescribeField): S {
  described.set(schema, describe);
  return schema;
}

export const describeFieldOf = (schema: z.ZodType): DescribeField | undefined => described.get(schema);

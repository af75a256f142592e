import type { z } from 'zod';
import type { Permission } from '../permissions.ts';

/**
 * One call of the API as both sides see it: the server mounts its route from the entry (the
 * caller rule, the input checked by its schema, the answer checked by its schema) and the UI calls
 * it typed from the same entry. Every path starts with `/api/`.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Who may call: anybody, any signed-in user, a user whose role holds the permission, or a judge
 * node by its token (no session).
 */
export type Caller = 'anyone' | 'signed-in' | 'judge-node' | Permission;

interface Common<A extends z.ZodType> {
  method: Method;
  path: `/api/${string}`;
  /** Other paths answering the same call (older clients' spellings). */
  aliases?: readonly `/api/${string}`[];
  /** The envelope's data; `z.null()` when the call answers none. */
  answer: A;
  caller: Caller;
  /** The envelope's msg on success ('success' when absent). */
  message?: string;
}
/** A call whose input is its query string. */
export interface QueryEndpoint<Q extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> extends Common<A> {
  query: Q;
  body?: never;
}
/** A call whose input is its JSON body. */
export interface BodyEndpoint<B extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> extends Common<A> {
  body: B;
  query?: never;
}
/** A call without input. */
export interface BareEndpoint<A extends z.ZodType = z.ZodType> extends Common<A> {
  query?: never;
  body?: never;
}
export type Endpoint = QueryEndpoint | BodyEndpoint | BareEndpoint;

/** Keeps the entry's literal types (its schemas, method and path) while checking its shape. */
export const endpoint = <const E extends Endpoint>(entry: E): E => entry;

/** The schema of an entry's input, if it has one. */
export const inputSchemaOf = (e: Endpoint): z.ZodType | undefined => e.query ?? e.body;

/**
 * What a client sends: the schema's input, but where a field is coerced (query strings) its parsed
 * type, so `cid` is a number and not `unknown`.
 */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : z.input<S>[K]
    : z.input<S>[K];
};

export type InputOf<E extends Endpoint> = E extends { query: infer Q extends z.ZodType }
  ? Sent<Q>
  : E extends { body: infer B extends z.ZodType }
    ? Sent<B>
    : // biome-ignore lint/suspicious/noConfusingVoidType: a call without input is called without an argument, which only void allows
      void;
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;

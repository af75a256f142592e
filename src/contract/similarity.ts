import { z } from 'zod';

/** Similarity checking (docs/similarity.md): where a check runs and what it answers. */

export const SIMILARITY_SCOPES = ['contest', 'training', 'problem'] as const;
export const similarityScopeSchema = z.enum(SIMILARITY_SCOPES);
export type SimilarityScope = z.infer<typeof similarityScopeSchema>;

/** Which submissions a check reads: each user's last accepted one per problem, or their last final one. */
export const similarityIncludeSchema = z.enum(['accepted', 'final']);

/** The most submissions one check reads, and the longest code it reads of each (longer code is cut). */
export const SIMILARITY_LIMITS = { submissionsMax: 3000, codeCharsMax: 64 * 1024 } as const;

export const similarityTargetSchema = z.object({
  scope: similarityScopeSchema,
  id: z.coerce.number().int().positive(),
});
export const similarityStartSchema = z.object({
  scope: similarityScopeSchema,
  id: z.number().int().positive(),
  include: similarityIncludeSchema.default('accepted'),
});
export const similarityPairQuerySchema = similarityTargetSchema.extend({
  a: z.coerce.number().int().positive(),
  b: z.coerce.number().int().positive(),
});

export const similaritySubmissionSchema = z.object({
  submitId: z.number(),
  uid: z.string(),
  username: z.string(),
  pid: z.number(),
  displayPid: z.string(),
  language: z.string(),
});
export type SimilaritySubmission = z.infer<typeof similaritySubmissionSchema>;

/** A fragment two submissions share, by 1-based lines on each side and length in tokens. */
export const sharedFragmentSchema = z.object({
  aFrom: z.number(),
  aTo: z.number(),
  bFrom: z.number(),
  bTo: z.number(),
  tokens: z.number(),
});

export const similarityPairSchema = z.object({
  a: z.number(),
  b: z.number(),
  /** Shared fingerprints over the union of both submissions' fingerprints (0–1). */
  similarity: z.number(),
  /** The longest shared fragment, in tokens. */
  longest: z.number(),
  fragments: z.array(sharedFragmentSchema),
});
export type SimilarityPair = z.infer<typeof similarityPairSchema>;

export const similarityStateSchema = z.enum(['none', 'running', 'done', 'failed']);

/** A scope's check: running (with its progress) or its last result. */
export const similarityReportSchema = z.object({
  state: similarityStateSchema,
  /** Share of the work done, 0–1. */
  progress: z.number(),
  include: similarityIncludeSchema,
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why the check failed (state 'failed'). */
  error: z.string().nullable(),
  /** Pairs at or above it are flagged and make the clusters. */
  threshold: z.number(),
  submissions: z.array(similaritySubmissionSchema),
  pairs: z.array(similarityPairSchema),
  /** Submission ids joined by flagged pairs, largest group first. */
  clusters: z.array(z.array(z.number())),
});
export type SimilarityReport = z.infer<typeof similarityReportSchema>;

/** Two submissions side by side, with their code and the fragments they share. */
export const similarityPairDetailSchema = z.object({
  pair: similarityPairSchema,
  a: similaritySubmissionSchema.extend({ code: z.string() }),
  b: similaritySubmissionSchema.extend({ code: z.string() }),
});

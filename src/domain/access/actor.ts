import type { Permission } from '../../contract/permissions.ts';

/**
 * Who acts and where: the words every access question is asked in. The bank's, contests',
 * trainings' and groups' policies, the exam guard and the seal all take an `Actor` (or a
 * `Viewer`, which may be a visitor) and, for a problem, the `Scope` it is shown in.
 */

/** Who is acting: the signed-in user as the domain sees it. */
export interface Actor {
  uid: string;
  username: string;
  role: number;
  /** The role's permissions as stored (sessions carry them); without them, the role's defaults. */
  permissions?: ReadonlySet<Permission>;
  /** The running exam that holds them (access/exam.ts), set once per request; absent or null: none. */
  exam?: ExamHold | null;
}

/**
 * A running exam as it holds one participant: only its contest is open to them, only from its
 * addresses, until their own end (the contest's end plus their extra time).
 */
export interface ExamHold {
  cid: number;
  endMs: number;
  addressOk: (ip: string) => boolean;
}

/** Who is looking: the signed-in user, or null for a visitor. */
export type Viewer = Actor | null;

/**
 * Where a problem is shown. The bank is the public problem set. A contest, training or group
 * shows problems inside itself: its module checks that the problem belongs to it and says
 * whether the actor takes part (registered, a member of the group); the policy decides the rest.
 */
export type Scope = { kind: 'bank' } | { kind: 'contest' | 'training' | 'group'; id: number; member: boolean };

export const BANK: Scope = { kind: 'bank' };

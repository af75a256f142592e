import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { trainingRegistrations } from '../../db/schema/index.ts';
import { Errors } from '../errors.ts';
import { assertMayGuess, noteWrongGuess } from '../guess-limit.ts';
import type { Actor } from '../access/actor.ts';
import { assertTrainingVisible, isTrainingAdmin } from './policy.ts';
import { findTraining, registrationOf } from './store.ts';
import { refreshTrainingStudent } from './cells.ts';

const samePassword = (a: string, b: string) => {
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * POST /api/register-training: a private training's password, checked once; the registration opens
 * it, and the student's solves of its problems made outside it join its records.
 */
export function registerTraining(db: Db, actor: Actor, tid: number, password: string): void {
  const t = findTraining(db, tid);
  assertTrainingVisible(actor, t);
  if (t.auth !== 'Private') throw Errors.TrainingNotPrivate();
  const reg = registrationOf(db, tid, actor.uid);
  if (reg?.banned) throw Errors.TrainingBanned();
  if (reg || isTrainingAdmin(actor, t)) throw Errors.TrainingAlreadyRegistered();
  if (!password.trim()) throw Errors.TrainingPasswordEmpty();
  const guessKey = `training:${tid}:${actor.uid}`;
  assertMayGuess(guessKey);
  if (!samePassword(password, t.privatePwd)) {
    noteWrongGuess(guessKey);
    throw Errors.TrainingWrongPassword();
  }
  // Registered, the student's accepted answers of the training's problems made outside it count in it.
  db.transaction(
    (tx) => {
      tx.insert(trainingRegistrations)
        .values({ tid, uid: actor.uid, createdAt: new Date() })
        .onConflictDoNothing()
        .run();
      refreshTrainingStudent(tx as unknown as Db, tid, actor.uid);
    },
    { behavior: 'immediate' },
  );
}

import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { submissions } from '../../db/schema/index.ts';
import { JudgeStatus } from '../../contract/judge-status.ts';

/**
 * Submissions waiting for a judge, by the queue's priority: those of contests the staff run
 * (priority 1) are claimed before the others. Read from the queue index (status, priority, uid, submit id).
 */
export function pendingByPriority(db: Db): { contest: number; practice: number } {
  const rows = db
    .select({ priority: submissions.priority, n: count() })
    .from(submissions)
    .where(eq(submissions.status, JudgeStatus.PENDING))
    .groupBy(submissions.priority)
    .all();
  const of = (high: boolean) => rows.filter((r) => r.priority > 0 === high).reduce((s, r) => s + r.n, 0);
  return { contest: of(true), practice: of(false) };
}

import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { Permission } from '../contract/permissions.ts';
import type { ExamHold } from '../domain/access/actor.ts';
import type { Lang } from '../domain/errors.ts';
import type { JudgeService } from '../judging/index.ts';
import type { JudgeStartState } from '../judging/keep-starting.ts';
import type { RemoteJudge } from '../remote/service.ts';

/** What every request handler can reach: the services built once at start-up. */
export interface Deps {
  db: Db;
  config: Config;
  /** Absolute path of the data directory (database, files, test cases). */
  dataDir: string;
  /**
   * The judging service (src/judging): queue notifications, online tests, live submission events,
   * and `compileChecker` for special judge / interactor code (problem saves refuse code that does
   * not compile). Absent until the judge is started.
   */
  judge?: JudgeService;
  /** While the judge is not running: why its last start failed and when it is tried again. */
  judgeStart?: () => JudgeStartState;
  /** The remote judge (src/remote): woken when a remote submission is queued. Absent until started. */
  remote?: RemoteJudge;
}

/** The signed-in user of a request, resolved by the auth middleware from the session token. */
export interface SessionUser {
  uid: string;
  username: string;
  role: number;
  sessionId: string;
  /** What the role holds (role auth), read from the stored map when the session was resolved. */
  permissions: ReadonlySet<Permission>;
  /** The running exam that holds them, set by the exam guard (src/http/middleware/exam-guard.ts). */
  exam?: ExamHold | null;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    lang: Lang;
    user: SessionUser | null;
  };
}

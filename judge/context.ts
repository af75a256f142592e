/** What a worker needs to judge a task: the host, the sandbox, the languages and the caches. */
import type { JudgeHost } from './host.ts';
import type { Sandbox } from './sandbox/types.ts';
import type { CheckerBuilder } from './checkers/build.ts';
import type { CompileCache } from './compile-cache.ts';
import type { LanguageRegistry } from './languages/registry.ts';

export interface JudgeContext {
  host: JudgeHost;
  sandbox: Sandbox;
  languages: LanguageRegistry;
  checkers: CheckerBuilder;
  /** Successful compiles kept by source, language, command and compiler (absent: every compile runs). */
  compileCache?: CompileCache;
  /** Scratch space for tasks (one directory per task, removed afterwards). */
  workRoot: string;
  /** This judge's name, stored with results. */
  judger: string;
}

/** Why a task was stopped before it finished. */
export type AbortReason = 'cancel' | 'superseded' | 'shutdown';

export class TaskAborted extends Error {
  constructor(readonly reason: AbortReason) {
    super(`task stopped: ${reason}`);
  }
}

export function abortReason(signal: AbortSignal): AbortReason {
  const r = signal.reason;
  return r === 'cancel' || r === 'superseded' ? r : 'shutdown';
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new TaskAborted(abortReason(signal));
}

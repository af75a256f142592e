import type { SubmissionState } from '../contract/submissions.ts';

export type StateListener = (state: SubmissionState) => void;

/**
 * Status changes of submissions, by submission id: the judge's reports and the administrators'
 * rejudge, cancel and manual judging all pass through here, and the live-update stream listens.
 */
export class SubmissionEvents {
  private readonly listeners = new Map<number, Set<StateListener>>();
  private readonly closeListeners = new Set<() => void>();
  private isClosed = false;

  get closed(): boolean {
    return this.isClosed;
  }

  /** Calls `listener` when the service stops (streams end then); returns the function that stops listening. */
  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  close(): void {
    this.isClosed = true;
    for (const listener of [...this.closeListeners]) listener();
    this.closeListeners.clear();
  }

  /** Listens to the given submissions; returns the function that stops listening. */
  subscribe(submitIds: readonly number[], listener: StateListener): () => void {
    for (const id of submitIds) {
      let set = this.listeners.get(id);
      if (!set) this.listeners.set(id, (set = new Set()));
      set.add(listener);
    }
    return () => {
      for (const id of submitIds) {
        const set = this.listeners.get(id);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(id);
      }
    };
  }

  emit(state: SubmissionState): void {
    for (const listener of this.listeners.get(state.submitId) ?? []) {
      try {
        listener(state);
      } catch {
        // A listener that fails (a closed stream) must not stop the others or the judge.
      }
    }
  }

  /** Whether anything listens to this submission now. */
  watching(submitId: number): boolean {
    return this.listeners.has(submitId);
  }

  /** How many submissions have listeners (for diagnostics and tests). */
  watched(): number {
    return this.listeners.size;
  }
}

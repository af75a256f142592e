/**
 * Work dirs shared by runs. A standby run renames its work dir away (run-standby.ts), so it
 * needs the dir to itself; callers may start several runs in one dir at once.
 */
export interface BusyDir {
  runs: number;
  /** Set while the dir may be renamed into a standby; resolves when it is back. */
  moved?: Promise<void>;
  back?: () => void;
}

/**
 * A standby run renames its work dir away, so it needs the dir to itself: runs sharing a work
 * dir (a caller may start several at once) wait while it is moved, and go to one-shot bwraps,
 * which bind it, while another run uses it. Returns whether this run may move it, and the release.
 */
export async function claimWorkDir(busyDirs: Map<string, BusyDir>, dir: string): Promise<{ mayMove: boolean; release: () => void; settle: () => void }> {
  let entry = busyDirs.get(dir);
  while (entry?.moved) {
    await entry.moved;
    entry = busyDirs.get(dir);
  }
  if (!entry) {
    entry = { runs: 0 };
    busyDirs.set(dir, entry);
  }
  const own = entry;
  own.runs++;
  const mayMove = own.runs === 1;
  if (mayMove) own.moved = new Promise((resolve) => (own.back = resolve));
  const settle = () => {
    own.back?.();
    own.moved = undefined;
    own.back = undefined;
  };
  const release = () => {
    if (mayMove) settle();
    if (--own.runs === 0) busyDirs.delete(dir);
  };
  return { mayMove, release, settle };
}

/**
 * The standby sandboxes of all slots (standby.ts). A slot keeps one per set of extra mounts (up
 * to MAX_PER_SLOT, least recently used ones closed), made on the second run that asks for that set
 * (a set seen once — a checker's per-case mount — keeps the one-shot bwrap). A run's copy of its
 * work dir is renamed into the standby's home, so homes live in the slot's work space (work-disk.ts).
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { STANDBY_LAUNCHER, standbyArgs } from './bwrap-args.ts';
import type { Slot } from './slots.ts';
import { Standby } from './standby.ts';
import type { RunSpec } from './types.ts';
import type { RunGroup } from './cgroup.ts';

async function removeGroup(group: RunGroup): Promise<void> {
  await group.killAll();
  await group.remove();
}

const MAX_PER_SLOT = 3;
/** How many mount sets' run counts are remembered (least recently seen forgotten first). */
const MAX_KEYS = 256;
/** /tmp of a standby: fixed (the run's memory cgroup bounds what it holds), emptied after each run. */
export const STANDBY_TMP_BYTES = 256 * 1024 * 1024;

export class StandbyPool {
  private readonly bySlot = new Map<number, Standby[]>();
  private readonly uses = new Map<string, number>();
  private readonly failed = new Set<string>();
  private tick = 0;
  private homes = 0;

  constructor(
    private readonly toolchain: string[],
    private readonly launcher: string,
    private readonly seccomp: Uint8Array | null,
  ) {}

  /**
   * The slot's standby for this spec, started if needed; null: run it in a one-shot bwrap. Its
   * home is made in `homeRoot`, the slot's work space, where the run's copy of its work dir lives.
   */
  async acquire(slot: Slot, spec: RunSpec, homeRoot: string): Promise<Standby | null> {
    // A standby's binds hold the directories they were made from: a path replaced since then
    // (a new inode) is another key.
    const mounts = (spec.mounts ?? []).map((m) => ({ ...m, inode: statSync(m.hostPath).ino }));
    const key = JSON.stringify(mounts);
    const list = this.bySlot.get(slot.index) ?? [];
    this.bySlot.set(slot.index, list);
    for (const dead of list.filter((s) => !s.alive)) await this.drop(list, dead);
    let standby = list.find((s) => s.key === key);
    if (!standby) {
      const uses = (this.uses.get(key) ?? 0) + 1;
      this.uses.delete(key);
      this.uses.set(key, uses);
      // Keys seen once (a checker's per-case mounts) must not pile up in a long-running judge.
      if (this.uses.size > MAX_KEYS) this.uses.delete(this.uses.keys().next().value!);
      if (uses < 2 || this.failed.has(key)) return null;
      while (list.length >= MAX_PER_SLOT)
        await this.drop(
          list,
          list.reduce((a, b) => (a.lastUsed <= b.lastUsed ? a : b)),
        );
      const home = join(homeRoot, `standby-${++this.homes}`);
      mkdirSync(home, { mode: 0o755 });
      try {
        const args = standbyArgs(
          this.toolchain,
          home,
          this.launcher,
          spec.mounts,
          STANDBY_TMP_BYTES,
          this.seccomp !== null,
        );
        standby = await Standby.start(key, home, slot, args, STANDBY_LAUNCHER, this.seccomp, `${home}.log`);
      } catch (e) {
        rmSync(home, { recursive: true, force: true });
        this.failed.add(key);
        console.warn(`[sandbox] standby sandbox unavailable, one bwrap per run: ${(e as Error).message}`);
        return null;
      }
      list.push(standby);
    }
    standby.lastUsed = ++this.tick;
    return standby;
  }

  /** Closes a standby that can no longer be trusted or used (the next run starts a new one). */
  async discard(slot: Slot, standby: Standby): Promise<void> {
    const list = this.bySlot.get(slot.index) ?? [];
    await this.drop(list, standby);
  }

  private async drop(list: Standby[], standby: Standby): Promise<void> {
    const i = list.indexOf(standby);
    if (i >= 0) list.splice(i, 1);
    const waiting = await standby.dismiss();
    await standby.close();
    for (const group of waiting) await removeGroup(group);
    rmSync(standby.home, { recursive: true, force: true });
  }

  /**
   * Ends the prepared children of the slot's standbys but `except`: a run elsewhere in the slot
   * (another standby, a one-shot bwrap) uses the slot's groups, where they wait.
   */
  async dismissSlot(slot: Slot, except: Standby | null): Promise<void> {
    for (const standby of this.bySlot.get(slot.index) ?? []) {
      if (standby === except || !standby.hasWaiting) continue;
      for (const group of await standby.dismiss()) await removeGroup(group);
    }
  }

  /** Host pids of the standbys' prepared children (waiting between runs in the next run's groups). */
  waitingPids(): number[] {
    return [...this.bySlot.values()]
      .flat()
      .map((s) => s.preparedPid())
      .filter((p) => p > 0);
  }

  /** Host pids of the standby sandboxes' bwrap and launcher processes. */
  pids(): number[] {
    return [...this.bySlot.values()].flat().flatMap((s) => s.pids);
  }

  /** Descriptors this process holds for its standbys. */
  descriptors(): number {
    return [...this.bySlot.values()].flat().reduce((n, s) => n + s.descriptors(), 0);
  }

  /** Processes left inside standby sandboxes between runs (there must be none). */
  leftovers(): number[] {
    return [...this.bySlot.values()].flat().flatMap((s) => s.leftovers());
  }

  /** Stops every standby (synchronously, for process exit too); their homes go with the slots' work space. */
  close(): void {
    for (const s of [...this.bySlot.values()].flat()) s.kill();
    this.bySlot.clear();
  }

  async closeAll(): Promise<void> {
    for (const list of this.bySlot.values()) for (const s of [...list]) await this.drop(list, s);
    this.close();
  }
}

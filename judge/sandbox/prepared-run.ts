/**
 * The run's cgroup when a standby keeps a prepared child (v1): after each run the next run's
 * memory group is made and the launcher forks a child that joins it (and the slot's kept cpuacct
 * and pids groups) while the slot is idle, so the join — and on a loaded host the RCU grace period
 * a cgroup migration waits for — is off the next run's path. The run then only gives the group its
 * limits and fresh counters. The group of the run after that is made while the slot is idle and
 * queued in the launcher, which forks its child the moment the next run is reaped, before the
 * judge has that run's result. A prepared child is only ever forked after everything of the run
 * before it has been killed and reaped (launcher.c), and one standby of a slot holds one at a time:
 * a run elsewhere in the slot dismisses it (and the queued group) first, since it waits in the
 * slot's groups.
 */
import type { CgroupDriver, RunGroup } from './cgroup.ts';
import type { Slot } from './slots.ts';
import type { Standby } from './standby.ts';
import type { StandbyPool } from './standby-pool.ts';

/** What of the sandbox's engine (run-program.ts) a prepared run needs. */
interface Engine {
  driver: CgroupDriver | null;
  standby: StandbyPool | null;
  settling: Set<Promise<void>>;
}

export interface GroupLimits {
  memoryBytes: number;
  processes: number;
}

/** The run's group: the prepared one of `standby` when it has one (`prepared`), else a new one (or none without cgroups). */
export async function groupForRun(
  engine: Engine,
  slot: Slot,
  standby: Standby | null,
  limits: GroupLimits,
): Promise<{ group: RunGroup | null; prepared: boolean }> {
  const waiting = standby ? await standby.takeWaiting() : null;
  if (waiting?.retarget) {
    try {
      waiting.retarget(limits);
      return { group: waiting, prepared: true };
    } catch (e) {
      await waiting.killAll().catch(() => {});
      await waiting.remove().catch(() => {});
      throw e;
    }
  }
  await engine.standby?.dismissSlot(slot, standby);
  if (!engine.driver) return { group: null, prepared: false };
  return { group: await engine.driver.create(slot.group, limits), prepared: false };
}

/**
 * After a run in `standby` (its group removed): sees that a child waits in the next run's group —
 * forked by the launcher as soon as the run was reaped when a group was queued, else forked now
 * into a new group with the same limits — and queues the group of the run after it, so that the
 * launcher forks that one's child the moment the next run is reaped. Nothing is prepared where it
 * cannot be (no cgroup v1, the standby gone or broken).
 */
export async function prepareNext(engine: Engine, standby: Standby, limits: GroupLimits): Promise<void> {
  const driver = engine.driver;
  if (driver?.version !== 'v1' || !standby.usable) return;
  if (!standby.hasWaiting) {
    const group = await driver.create(standby.slotGroup, limits);
    try {
      standby.prepare(group);
    } catch {
      await group.killAll().catch(() => {});
      await group.remove().catch(() => {});
      return;
    }
  }
  const entry = standby.waitingEntry!;
  // The group of the run just ended is gone: the waiting one takes the slot's run name.
  entry.group.promote?.();
  whenJoined(engine, entry.group, entry.ready);
  if (!standby.canQueue) return;
  const ahead = await driver.create(standby.slotGroup, limits, true);
  try {
    standby.queue(ahead);
  } catch {
    await ahead.killAll().catch(() => {});
    await ahead.remove().catch(() => {});
  }
}

/** Counted with the slot's clean-up until the prepared child is in `group`; its counters are then reset. */
function whenJoined(engine: Engine, group: RunGroup, ready: Promise<boolean>): void {
  // The slot is free already (the next run's command queues behind the join); settled() waits for it.
  const joined = ready.then((inGroup) => {
    engine.settling.delete(joined);
    // The child waits in the group: its counters are reset now, off the next run's path (retarget does it otherwise).
    try {
      if (inGroup) group.prime?.();
    } catch {
      // left to retarget
    }
  });
  engine.settling.add(joined);
}

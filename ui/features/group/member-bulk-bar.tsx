import { Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { groupEndpoints as E } from '../../../src/contract/endpoints/groups.ts';
import { MemberLevel, type MemberRow } from '../../../src/contract/groups.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { SlipsForButton, useMaySetSlips } from '../../components/slips-for-button.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { call } from '../../lib/call.ts';
import { invalidate } from '../../lib/query/index.ts';
import { type LevelActor, levelOptionDisabled, levelSelectDisabled, mayRemove } from './member-levels.ts';
import { STANDING } from './use-group.ts';

/** The levels a member can be given from the bulk bar (members stay members): member, admin, root. */
const BULK_LEVELS = [0, MemberLevel.MEMBER, MemberLevel.ADMIN, MemberLevel.ROOT] as const;

/**
 * What a group admin does to the chosen members at once: set a level, remove them, or print their
 * login slips (new passwords; teachers and user admins). Each member is changed by the same call
 * as one row, under the same rules; the rows the actor may not change are left out, and the list
 * is read again after.
 */
export function MemberBulkBar({
  gid,
  rows,
  actor,
  owner,
  onDone,
}: {
  gid: number;
  rows: MemberRow[];
  actor: LevelActor;
  owner: string;
  onDone: (uids: string[]) => void;
}) {
  const { t } = useTranslation();
  const maySlips = useMaySetSlips();
  const target = (r: MemberRow) => ({ uid: r.uid, level: r.auth, isOwner: r.username === owner });
  const stale = [E.members, E.applications, ...STANDING];
  const each = async (chosen: MemberRow[], run: (r: MemberRow) => Promise<unknown>) => {
    const done: string[] = [];
    try {
      for (const r of chosen) {
        await run(r);
        done.push(r.uid);
      }
    } finally {
      await invalidate(...stale);
      onDone(done);
    }
    return done.length;
  };
  const setLevel = async (level: number) => {
    const chosen = rows.filter(
      (r) => !levelSelectDisabled(actor, target(r)) && !levelOptionDisabled(actor, target(r), level),
    );
    const count = await each(chosen, (r) => call(E.changeMember, { gid, uid: r.uid, auth: level }));
    toast.success(t('group.member.bulkDone', { count }));
  };
  const remove = async () => {
    const count = await each(
      rows.filter((r) => mayRemove(actor, target(r))),
      (r) => call(E.removeMember, { gid, uid: r.uid }),
    );
    toast.success(t('group.member.bulkRemoved', { count }));
  };
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2"
      data-testid="member-bulk-bar"
    >
      <span className="mr-auto text-sm" data-testid="member-bulk-count">
        {t('group.member.selected', { count: rows.length })}
      </span>
      <ChoiceSelect
        id="member-bulk-level"
        value={0}
        options={BULK_LEVELS}
        className="h-8 w-40"
        label={(l) => (l === 0 ? t('group.member.setLevel') : t(`group.level.${l}`))}
        isDisabled={(l) => l === 0 || (!actor.privileged && l >= actor.level)}
        onChange={(l) => l !== 0 && void setLevel(l)}
      />
      <ConfirmDialog
        title={t('group.member.bulkRemoveConfirm', { count: rows.length })}
        confirmLabel={t('group.member.remove')}
        testId="member-bulk-remove-dialog"
        onConfirm={remove}
        trigger={(open) => (
          <Button variant="destructive" size="sm" onClick={open} data-testid="member-bulk-remove">
            <Trash2Icon /> {t('group.member.remove')}
          </Button>
        )}
      />
      {maySlips && (
        <SlipsForButton
          count={rows.length}
          make={() => call(E.memberSlips, { gid, uids: rows.map((r) => r.uid) }, { timeoutMs: 600_000 })}
          testId="member-bulk-slips"
        />
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { GroupAuthTag, HiddenTag } from './auth-tag.tsx';
import { GroupActions } from './group-actions.tsx';
import { GroupAvatar } from './group-avatar.tsx';
import { cutName } from './name-width.ts';

/** The group's side card: avatar, name (cut, full in the tooltip), owner, type, Hidden, created date, number, and the viewer's buttons. */
export function GroupSideCard({ detail, onChanged }: { detail: GroupDetail; onChanged: () => void }) {
  const { t } = useTranslation();
  const row = 'flex items-center justify-between gap-2 border-t py-1.5 text-sm';
  return (
    <aside className="flex flex-col gap-2 rounded-lg border p-4" data-testid="group-side-card">
      <div className="flex flex-col items-center gap-2 text-center">
        <GroupAvatar src={detail.avatar} name={detail.name} className="size-24" />
        <h1 className="text-lg font-semibold break-all" title={detail.name} data-testid="group-side-name">
          {cutName(detail.name)}
        </h1>
      </div>
      <div className={row}>
        <span className="text-muted-foreground">{t('group.side.owner')}</span>
        <Link
          href={`/user-home?username=${encodeURIComponent(detail.owner)}`}
          className="text-sky-700 hover:underline dark:text-sky-400"
        >
          {detail.owner}
        </Link>
      </div>
      <div className={row}>
        <span className="text-muted-foreground">{t('group.side.type')}</span>
        <span className="flex gap-1">
          <GroupAuthTag auth={detail.auth} />
          {!detail.visible && <HiddenTag />}
        </span>
      </div>
      <div className={row}>
        <span className="text-muted-foreground">{t('group.side.created')}</span>
        <span className="tabular-nums">{detail.gmtCreate.slice(0, 10)}</span>
      </div>
      <div className={row}>
        <span className="text-muted-foreground">{t('group.side.number')}</span>
        <span className="tabular-nums">{detail.id}</span>
      </div>
      <div className={row}>
        <span className="text-muted-foreground">{t('group.side.members')}</span>
        <span className="tabular-nums">{detail.memberCount}</span>
      </div>
      {detail.code && (
        <div className={row}>
          <span className="text-muted-foreground">{t('group.form.code')}</span>
          <code data-testid="group-code">{detail.code}</code>
        </div>
      )}
      <GroupActions detail={detail} onChanged={onChanged} />
    </aside>
  );
}

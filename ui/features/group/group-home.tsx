import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Markdown } from '../../components/markdown.tsx';
import { GroupAnnouncements } from './group-announcements.tsx';

/** The home tab: the group's description as sanitised markdown (or "Not set yet"), then its announcements for members and the super admin. */
export function GroupHome({ detail, superAdmin }: { detail: GroupDetail; superAdmin: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-lg border p-4">
        <h2 className="mb-2 font-semibold">{t('group.home.description')}</h2>
        {detail.description.trim() ? (
          <Markdown source={detail.description} testId="group-description" />
        ) : (
          <p className="text-muted-foreground" data-testid="group-description-empty">
            {t('group.home.notSet')}
          </p>
        )}
      </section>
      {(detail.isMember || superAdmin) && <GroupAnnouncements gid={detail.id} />}
    </div>
  );
}

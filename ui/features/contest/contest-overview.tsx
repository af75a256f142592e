import { useTranslation } from 'react-i18next';
import type { ContestInfo } from '../../../src/contract/contests.ts';
import { Markdown } from '../../components/markdown.tsx';
import { PasswordForm } from './password-form.tsx';

/** The overview tab: the description, and the password form while a locked contest is not entered. */
export function ContestOverview({
  info,
  access,
  onRegistered,
}: {
  info: ContestInfo;
  access: boolean;
  onRegistered: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="contest-overview">
      {!access && info.auth !== 0 && <PasswordForm cid={info.id} onRegistered={onRegistered} />}
      <p className="text-sm text-muted-foreground">
        {t('contest.overview.creator')}: {info.author}
      </p>
      {info.description && <Markdown source={info.description} />}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { TagChip } from '../../components/problem-workspace/tag-chip.tsx';

const AUTH_COLOUR: Record<number, string> = { 1: '#16a34a', 2: '#d97706', 3: '#dc2626' };

/** A group's type as a coloured tag (green public, amber protected, red private) with its meaning as a tooltip. */
export function GroupAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  return (
    <span title={t(`group.authHint.${auth}`)} data-testid="group-auth-tag">
      <TagChip name={t(`group.auth.${auth}`)} color={AUTH_COLOUR[auth]} />
    </span>
  );
}

/** The tag of a group hidden from non-members. */
export function HiddenTag() {
  const { t } = useTranslation();
  return (
    <span data-testid="group-hidden-tag">
      <TagChip name={t('group.hidden')} color="#6b7280" />
    </span>
  );
}

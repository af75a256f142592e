import { BanIcon, CheckCircleIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { RoleCode } from '../../../src/contract/roles.ts';
import { mayGiveRole, ROLE_CODES } from './user-labels.ts';

const ROLE_CHOICES = [0, ...ROLE_CODES] as const;

/** What to do with the chosen users: a role, disable, enable or delete, all at once (in the list's bulk bar). */
export function UserBulkActions({
  count,
  actorRole,
  onChange,
  onDelete,
}: {
  count: number;
  actorRole: number;
  onChange: (change: { role?: RoleCode; status?: 0 | 1 }) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceSelect
        id="user-bulk-role"
        value={0}
        options={ROLE_CHOICES}
        className="w-44"
        label={(r) => (r === 0 ? t('adminUser.setRole') : t(`adminUser.roles.${r}`))}
        isDisabled={(r) => r === 0 || !mayGiveRole(actorRole, r)}
        onChange={(role) => role !== 0 && void onChange({ role })}
      />
      <Button variant="outline" size="sm" onClick={() => void onChange({ status: 1 })} data-testid="user-bulk-disable">
        <BanIcon /> {t('adminUser.disable')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => void onChange({ status: 0 })} data-testid="user-bulk-enable">
        <CheckCircleIcon /> {t('adminUser.enable')}
      </Button>
      <ConfirmDialog
        title={t('adminUser.bulkDeleteTitle', { count })}
        description={t('adminUser.deleteHint')}
        confirmLabel={t('adminUser.delete')}
        testId="user-bulk-delete-dialog"
        onConfirm={onDelete}
        trigger={(open) => (
          <Button variant="destructive" size="sm" onClick={open} data-testid="user-bulk-delete">
            <Trash2Icon /> {t('adminUser.delete')}
          </Button>
        )}
      />
    </>
  );
}

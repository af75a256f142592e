import { PrinterIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { GenerateAnswer } from '../../src/contract/user-import.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';
import { usePermissions } from '../lib/use-permissions.ts';

/** Whether the signed-in user may set passwords for slips (the server decides whose: the users page's holders and teachers). */
export function useMaySetSlips(): boolean {
  const held = usePermissions();
  return held !== null && (held.has('user_admin') || held.has('user_import'));
}

/**
 * "Print slips" for chosen accounts (the users page, a group's member list): asks first (the old
 * passwords stop working), sets new passwords through `make` and opens the generate page's slips
 * for them, shown there once.
 */
export function SlipsForButton({
  count,
  make,
  testId,
}: {
  count: number;
  make: () => Promise<GenerateAnswer>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <ConfirmDialog
      title={t('userImport.slipsFor.title', { count })}
      description={t('userImport.slipsFor.description')}
      confirmLabel={t('userImport.slipsFor.confirm')}
      testId={`${testId}-dialog`}
      onConfirm={async () => {
        const { key } = await make();
        navigate(`/admin/user/slips/${key}`);
      }}
      trigger={(open) => (
        <Button variant="outline" size="sm" onClick={open} disabled={count === 0} data-testid={testId}>
          <PrinterIcon /> {t('userImport.slipsFor.button')}
        </Button>
      )}
    />
  );
}

import { LoaderCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfigForm, type Section } from './config-form.tsx';
import { useAdminConfig } from './use-admin-config.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** A back-office page editing some sections of the website configuration; `after` follows the form (its own controls, outside it). */
export function ConfigPage({
  titleKey,
  sections,
  testId,
  after,
}: {
  titleKey: string;
  sections: Section[];
  testId: string;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { config, error, save } = useAdminConfig();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t(titleKey)}</h1>
      {config ? (
        <ConfigForm config={config} sections={sections} onSave={save} testId={testId} />
      ) : error ? (
        <FailureLine error={error} />
      ) : (
        <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />
      )}
      {after}
    </div>
  );
}

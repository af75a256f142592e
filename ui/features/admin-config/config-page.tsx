import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfigForm, type Section } from './config-form.tsx';
import { useAdminConfig } from './use-admin-config.ts';

/** A back-office page editing some sections of the website configuration. */
export function ConfigPage({ titleKey, sections, testId }: { titleKey: string; sections: Section[]; testId: string }) {
  const { t } = useTranslation();
  const { config, save } = useAdminConfig();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t(titleKey)}</h1>
      {config ? <ConfigForm config={config} sections={sections} onSave={save} testId={testId} /> : <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />}
    </div>
  );
}

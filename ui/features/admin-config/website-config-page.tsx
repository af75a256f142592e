import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfigForm, type Section } from './config-form.tsx';
import { useAdminConfig } from './use-admin-config.ts';

const SECTIONS: Section[] = [
  {
    title: 'admin.section.website',
    fields: [
      { key: 'name', kind: 'text' },
      { key: 'shortName', kind: 'text' },
      { key: 'baseUrl', kind: 'text' },
      { key: 'description', kind: 'textarea' },
      { key: 'recordName', kind: 'text' },
      { key: 'recordUrl', kind: 'text' },
      { key: 'projectName', kind: 'text' },
      { key: 'projectUrl', kind: 'text' },
      { key: 'register', kind: 'switch' },
    ],
  },
  {
    title: 'admin.section.smtp',
    hint: 'admin.section.smtpHint',
    fields: [
      { key: 'smtpHost', kind: 'text' },
      { key: 'smtpPort', kind: 'number' },
      { key: 'smtpUsername', kind: 'text' },
      { key: 'smtpPassword', kind: 'password' },
      { key: 'smtpFrom', kind: 'text' },
      { key: 'smtpSsl', kind: 'switch' },
    ],
  },
];

/** /admin/conf: website information, registration, and the mail server. */
export function WebsiteConfigPage() {
  const { t } = useTranslation();
  const { config, save } = useAdminConfig();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('route.adminConf')}</h1>
      {config ? <ConfigForm config={config} sections={SECTIONS} onSave={save} testId="website-config-form" /> : <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />}
    </div>
  );
}

import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfigForm, type Section } from './config-form.tsx';
import { useAdminConfig } from './use-admin-config.ts';

const SECTIONS: Section[] = [
  {
    title: 'admin.section.switches',
    fields: [
      { key: 'register', kind: 'switch' },
      { key: 'openPublicDiscussion', kind: 'switch' },
      { key: 'openGroupDiscussion', kind: 'switch' },
      { key: 'openContestComment', kind: 'switch' },
      { key: 'captchaOnSubmit', kind: 'switch' },
    ],
  },
  {
    title: 'admin.section.limits',
    hint: 'admin.section.limitsHint',
    fields: [
      { key: 'submissionFrequency', kind: 'number' },
      { key: 'discussionAcRequired', kind: 'number' },
      { key: 'commentAcRequired', kind: 'number' },
      { key: 'groupAcRequired', kind: 'number' },
      { key: 'dailyDiscussionLimit', kind: 'number' },
      { key: 'dailyGroupLimit', kind: 'number' },
      { key: 'totalGroupLimit', kind: 'number' },
    ],
  },
  {
    title: 'admin.section.sessions',
    fields: [
      { key: 'sessionRenewHours', kind: 'number' },
      { key: 'sessionIdleDays', kind: 'number' },
    ],
  },
];

/** /admin/switch: registration and discussion switches, posting thresholds, session lifetimes. */
export function SwitchConfigPage() {
  const { t } = useTranslation();
  const { config, save } = useAdminConfig();
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('route.adminSwitch')}</h1>
      {config ? <ConfigForm config={config} sections={SECTIONS} onSave={save} testId="switch-config-form" /> : <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />}
    </div>
  );
}

import type { Section } from './config-form.tsx';
import { ConfigPage } from './config-page.tsx';
import { DataSourceCard } from './data-source-card.tsx';
import { TestEmailCard } from './test-email-card.tsx';

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
      { key: 'showCarousel', kind: 'switch' },
    ],
  },
  {
    title: 'adminConfig.section.judge',
    hint: 'adminConfig.section.judgeHint',
    fields: [
      { key: 'submissionFrequency', kind: 'number' },
      { key: 'defaultTimeLimit', kind: 'number' },
      { key: 'defaultMemoryLimit', kind: 'number' },
      { key: 'submissionBudgetSeconds', kind: 'number' },
      { key: 'judgeUserShare', kind: 'number' },
    ],
  },
  {
    title: 'adminConfig.section.memberLimits',
    hint: 'adminConfig.section.memberLimitsHint',
    fields: [
      { key: 'memberTimeLimitMax', kind: 'number' },
      { key: 'memberMemoryLimitMax', kind: 'number' },
      { key: 'memberStackLimitMax', kind: 'number' },
      { key: 'memberCaseCountMax', kind: 'number' },
      { key: 'memberTestDataMaxMb', kind: 'number' },
    ],
  },
  {
    title: 'adminConfig.section.disk',
    hint: 'adminConfig.section.diskHint',
    fields: [
      { key: 'userDiskQuotaMb', kind: 'number' },
      { key: 'groupDiskQuotaMb', kind: 'number' },
      { key: 'diskReserveMb', kind: 'number' },
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
  {
    title: 'admin.section.sms',
    hint: 'admin.section.smsHint',
    fields: [
      { key: 'smsEnabled', kind: 'switch' },
      { key: 'smsMethod', kind: 'select', options: ['POST', 'PUT', 'GET'] },
      { key: 'smsUrl', kind: 'text' },
      { key: 'smsSender', kind: 'text' },
      { key: 'smsSecret', kind: 'password' },
      { key: 'smsHeaders', kind: 'textarea' },
      { key: 'smsBody', kind: 'textarea' },
    ],
  },
];

/** /admin/conf: website information, registration and the carousel, judge settings, the mail server with a test email, the SMS gateway, and the data source. */
export function WebsiteConfigPage() {
  const after = (
    <>
      <TestEmailCard />
      <DataSourceCard />
    </>
  );
  return <ConfigPage titleKey="route.adminConf" sections={SECTIONS} testId="website-config-form" after={after} />;
}

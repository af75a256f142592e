import type { Section } from './config-form.tsx';
import { ConfigPage } from './config-page.tsx';

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
      { key: 'discussionAcRequired', kind: 'number' },
      { key: 'commentAcRequired', kind: 'number' },
      { key: 'groupCreateByUsers', kind: 'switch' },
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

/** /admin/switch: registration and discussion switches, posting thresholds and daily limits, session lifetimes (the submission interval is under Website Config, judge). */
export function SwitchConfigPage() {
  return <ConfigPage titleKey="route.adminSwitch" sections={SECTIONS} testId="switch-config-form" />;
}

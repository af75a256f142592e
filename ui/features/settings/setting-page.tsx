import { useAtomValue } from 'jotai';
import { KeyRoundIcon, MailIcon, SmartphoneIcon, UserIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { userEndpoints } from '../../../src/contract/endpoints/users.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useEndpoint } from '../../lib/query/index.ts';
import { setUser, userAtom } from '../../lib/session.ts';
import { AvatarSection } from './avatar-section.tsx';
import { EmailForm } from './email-form.tsx';
import { PhoneForm } from './phone-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { FailureLine } from '../../components/failure-line.tsx';

/** /setting: profile (avatar and information) and account (password, e-mail). */
export function SettingPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  // The profile form starts from the server's copy, which also refreshes the session's.
  const info = useEndpoint(userEndpoints.info, undefined, { quiet: true });
  useEffect(() => {
    if (info.data) setUser(info.data);
  }, [info.data]);
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('route.setting')}</h1>
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile" data-testid="tab-profile">
            <UserIcon className="size-4" /> {t('settings.profile')}
          </TabsTrigger>
          <TabsTrigger value="account" data-testid="tab-account">
            <KeyRoundIcon className="size-4" /> {t('settings.account')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('settings.avatar')}</CardTitle>
            </CardHeader>
            <CardContent>
              <AvatarSection />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('settings.info')}</CardTitle>
              <CardDescription>{t('settings.infoHint')}</CardDescription>
            </CardHeader>
            <CardContent>
              {info.data && <ProfileForm key={info.data.uid} user={info.data} />}
              <FailureLine error={info.error} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="account" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <KeyRoundIcon className="size-4" /> {t('settings.changePassword')}
              </CardTitle>
              <CardDescription>{t('settings.passwordHint')}</CardDescription>
            </CardHeader>
            <CardContent>
              <PasswordForm />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MailIcon className="size-4" /> {t('settings.changeEmail')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <EmailForm current={user.email} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <SmartphoneIcon className="size-4" /> {t('phone.title')}
              </CardTitle>
              <CardDescription>{t('phone.hint')}</CardDescription>
            </CardHeader>
            <CardContent>
              <PhoneForm current={user.mobile} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}

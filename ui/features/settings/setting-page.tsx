import { useAtomValue } from 'jotai';
import { KeyRoundIcon, MailIcon, UserIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { setUser, userAtom } from '../../lib/session.ts';
import { settingsApi } from './api.ts';
import { AvatarSection } from './avatar-section.tsx';
import { EmailForm } from './email-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** /setting: profile (avatar and information) and account (password, e-mail). */
export function SettingPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [fresh, setFresh] = useState(false);
  useEffect(() => {
    settingsApi.userInfo().then(setUser, () => undefined).finally(() => setFresh(true));
  }, []);
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('route.setting')}</h1>
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile" data-testid="tab-profile"><UserIcon className="size-4" /> {t('settings.profile')}</TabsTrigger>
          <TabsTrigger value="account" data-testid="tab-account"><KeyRoundIcon className="size-4" /> {t('settings.account')}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('settings.avatar')}</CardTitle>
            </CardHeader>
            <CardContent><AvatarSection /></CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('settings.info')}</CardTitle>
              <CardDescription>{t('settings.infoHint')}</CardDescription>
            </CardHeader>
            <CardContent>{fresh && <ProfileForm key={user.uid} user={user} />}</CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="account" className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><KeyRoundIcon className="size-4" /> {t('settings.changePassword')}</CardTitle>
              <CardDescription>{t('settings.passwordHint')}</CardDescription>
            </CardHeader>
            <CardContent><PasswordForm /></CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2"><MailIcon className="size-4" /> {t('settings.changeEmail')}</CardTitle>
            </CardHeader>
            <CardContent><EmailForm current={user.email} /></CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}

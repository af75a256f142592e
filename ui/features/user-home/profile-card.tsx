import { CalendarIcon, ClockIcon, CodeIcon, GlobeIcon, SchoolIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '../../../src/contract/accounts.ts';
import { Markdown } from '../../components/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';

function safeUrl(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

/** Avatar, names, title, school, links and signature of a user. */
export function ProfileCard({ info }: { info: UserHomeInfo }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 text-center">
        <UserAvatar src={info.avatar} name={info.username} className="size-24 text-3xl" />
        <div className="grid gap-1">
          <h1 data-testid="user-home-username" className="text-xl font-semibold">
            {info.username}
          </h1>
          {info.nickname && (
            <p data-testid="user-home-nickname" className="text-muted-foreground">
              {info.nickname}
            </p>
          )}
          {info.titleName && (
            <Badge className="mx-auto" style={{ backgroundColor: info.titleColor || undefined }}>
              {info.titleName}
            </Badge>
          )}
        </div>
        {info.signature && (
          <Markdown
            testId="user-home-signature"
            source={info.signature}
            className="w-full rounded-md bg-muted/60 p-3 text-left text-sm break-words"
          />
        )}
        <ul className="grid w-full gap-2 text-left text-sm text-muted-foreground">
          {info.school && (
            <li className="flex items-center gap-2">
              <SchoolIcon className="size-4" /> {info.school}
            </li>
          )}
          {info.github && (
            <li className="flex items-center gap-2">
              <CodeIcon className="size-4" />
              <a
                className="truncate hover:text-foreground"
                href={safeUrl(info.github) ?? `https://github.com/${encodeURIComponent(info.github)}`}
                target="_blank"
                rel="noreferrer"
              >
                {info.github}
              </a>
            </li>
          )}
          {info.blog && (
            <li className="flex items-center gap-2">
              <GlobeIcon className="size-4" />
              <a className="truncate hover:text-foreground" href={safeUrl(info.blog)} target="_blank" rel="noreferrer">
                {info.blog}
              </a>
            </li>
          )}
          <li className="flex items-center gap-2">
            <CalendarIcon className="size-4" /> {t('userHome.joined', { date: date(info.createdAt) })}
          </li>
          {info.recentLoginTime && (
            <li className="flex items-center gap-2">
              <ClockIcon className="size-4" /> {t('userHome.lastLogin', { date: date(info.recentLoginTime) })}
            </li>
          )}
        </ul>
      </CardContent>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';

const STACK = ['Bun', 'Hono', 'SQLite', 'Drizzle ORM', 'React', 'Tailwind CSS', 'CodeMirror', 'bubblewrap'];

/** /developer (spec doc 1 §2): what Verdict is, what it is built with, and how a script talks to it. */
export function DeveloperPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4" data-testid="developer-page">
      <h1 className="text-2xl font-semibold">{t('developer.title')}</h1>
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle>{t('developer.about')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-4 text-sm">
          <p>{t('developer.aboutText')}</p>
          <div>
            <p className="mb-2 font-medium">{t('developer.stack')}</p>
            <ul className="flex flex-wrap gap-1.5" data-testid="developer-stack">
              {STACK.map((name) => (
                <li key={name} className="rounded-full border bg-muted px-2.5 py-0.5 text-xs">
                  {name}
                </li>
              ))}
            </ul>
          </div>
        </CardContent>
      </Card>
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle>{t('developer.api')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 px-4 text-sm">
          <p>{t('developer.apiText')}</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>{t('developer.apiEnvelope')}</li>
            <li>{t('developer.apiToken')}</li>
            <li>{t('developer.apiEvents')}</li>
          </ul>
        </CardContent>
      </Card>
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle>{t('developer.judge')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 px-4 text-sm">
          <p>{t('developer.judgeText')}</p>
          <Link href="/help" className="text-sky-700 hover:underline">
            {t('developer.help')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

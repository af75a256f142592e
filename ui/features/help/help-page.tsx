import { useTranslation } from 'react-i18next';
import { problemEndpoints } from '../../../src/contract/endpoints/problems.ts';
import { JudgeStatus } from '../../../src/contract/judge-status.ts';
import type { LanguageInfo } from '../../../src/contract/languages.ts';
import { CodeEditor } from '../../components/code-editor/code-editor.tsx';
import { StatusBadge } from '../../components/judge/status-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useEndpoint } from '../../lib/query/index.ts';

/** Every status of the judge, in the order a user meets them. */
const EXPLAINED: (keyof typeof JudgeStatus)[] = [
  'PENDING',
  'COMPILING',
  'JUDGING',
  'SUBMITTING',
  'ACCEPTED',
  'PARTIAL_ACCEPTED',
  'WRONG_ANSWER',
  'PRESENTATION_ERROR',
  'TIME_LIMIT_EXCEEDED',
  'MEMORY_LIMIT_EXCEEDED',
  'RUNTIME_ERROR',
  'COMPILE_ERROR',
  'SYSTEM_ERROR',
  'CANCELLED',
  'SUBMITTED_NO_RESULT',
  'SUBMITTED_FAILED',
  'NOT_SUBMITTED',
];

function LanguageCard({ lang }: { lang: LanguageInfo }) {
  const { t } = useTranslation();
  const template = lang.template;
  return (
    <Card className="gap-3 py-4" data-testid="help-language">
      <CardHeader className="px-4">
        <CardTitle>{lang.name}</CardTitle>
        {lang.description && <p className="text-xs text-muted-foreground">{lang.description}</p>}
      </CardHeader>
      <CardContent className="flex flex-col gap-2 px-4">
        {lang.compileCommand && (
          <div className="text-sm">
            <div className="mb-1 font-medium">{t('help.compileCommand')}</div>
            <pre className="overflow-x-auto rounded-md bg-muted p-2 font-mono text-xs whitespace-pre-wrap">
              {lang.compileCommand}
            </pre>
          </div>
        )}
        {template && (
          <div className="text-sm">
            <div className="mb-1 font-medium">{t('help.template')}</div>
            <CodeEditor value={template} language={lang.id} readOnly height="auto" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** /help: the languages with their compile commands and A+B programs, and what each verdict means. */
export function HelpPage() {
  const { t } = useTranslation();
  // Every language of the site, installed or not; the page explains in place when they cannot be read.
  const read = useEndpoint(problemEndpoints.languages, { all: 'true' }, { quiet: true });
  const languages = read.isError ? null : read.data;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-xl font-semibold">{t('help.heading')}</h1>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('help.languages')}</h2>
        <p className="text-sm text-muted-foreground">{t('help.limitsNote')}</p>
        {languages === null && (
          <p className="rounded-md border bg-muted/50 p-3 text-sm" data-testid="help-no-languages">
            {t('help.noLanguages')}
          </p>
        )}
        <div className="grid gap-4 lg:grid-cols-2">
          {languages?.map((l) => (
            <LanguageCard key={l.id} lang={l} />
          ))}
        </div>
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">{t('help.results')}</h2>
        <dl className="grid gap-3" data-testid="help-statuses">
          {EXPLAINED.map((name) => (
            <div key={name} className="flex flex-col gap-1 rounded-md border p-3 sm:flex-row sm:items-start sm:gap-4">
              <dt className="w-48 shrink-0">
                <StatusBadge status={JudgeStatus[name]} />
              </dt>
              <dd className="text-sm">{t(`help.status.${name}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { siteConfigAtom } from '../lib/site-config.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** Site name and description, links to the judging queue, about, help and the developers' page, record and project links, language switch. */
export function SiteFooter() {
  const { t } = useTranslation();
  const config = useAtomValue(siteConfigAtom);
  return (
    <footer data-testid="site-footer" className="mt-auto border-t bg-muted/40">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-muted-foreground">
        <p className="font-medium text-foreground">{config.name}</p>
        {config.description && <p>{config.description}</p>}
        <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
          <Link href="/status" className="hover:text-foreground" data-testid="footer-queue">
            {t('footer.queue')}
          </Link>
          <Link href="/introduction" className="hover:text-foreground" data-testid="footer-about">
            {t('footer.about')}
          </Link>
          <Link href="/help" className="hover:text-foreground" data-testid="footer-help">
            {t('footer.help')}
          </Link>
          <Link href="/developer" className="hover:text-foreground" data-testid="footer-developer">
            {t('footer.developer')}
          </Link>
          {config.recordName && (
            <a href={config.recordUrl || undefined} target="_blank" rel="noreferrer" className="hover:text-foreground">
              {config.recordName}
            </a>
          )}
          {config.projectName &&
            (config.projectUrl ? (
              <a href={config.projectUrl} target="_blank" rel="noreferrer" className="hover:text-foreground">
                {t('footer.poweredBy', { name: config.projectName })}
              </a>
            ) : (
              <span>{t('footer.poweredBy', { name: config.projectName })}</span>
            ))}
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}

import { LanguagesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';
import { currentLanguage, setLanguage } from '../lib/i18n.ts';
import { LANGUAGES, type Language } from '../lib/language.ts';
import { Button } from './ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/** Chooses the interface language; the choice is remembered. */
export function LanguageSwitch({
  className,
  tone = 'light',
  compact = false,
}: {
  className?: string;
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          data-testid="language-switch"
          aria-label={t('language.choose')}
          className={cn(
            tone === 'dark' && 'text-header-foreground hover:bg-white/10 hover:text-header-foreground',
            className,
          )}
        >
          <LanguagesIcon />
          <span className={cn(compact && 'hidden sm:inline')}>{LANGUAGE_NAMES[lang]}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={lang} onValueChange={(v) => setLanguage(v as Language)}>
          {LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import { HistoryIcon, Maximize2Icon, Minimize2Icon, RotateCcwIcon, SettingsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EDITOR_THEMES, FONT_SIZES, TAB_SIZES } from '../../code-editor/editor-options.ts';
import { ConfirmDialog } from '../../confirm-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { Label } from '../../ui/label.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../ui/popover.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select.tsx';
import type { EditorState } from './editor-state.ts';

interface Props {
  state: EditorState;
  languages: string[];
  focus: boolean;
  onLanguage: (language: string) => void;
  onChange: (change: Partial<EditorState>) => void;
  onReset: () => void;
  onLastAccepted: () => void;
  onFocus: () => void;
}

function Choice({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (string | number)[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="h-8 w-36" data-testid={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o} value={String(o)}>
              {String(o)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** Language choice, editor settings, reset to template, last accepted code and focus mode. */
export function EditorToolbar({
  state,
  languages,
  focus,
  onLanguage,
  onChange,
  onReset,
  onLastAccepted,
  onFocus,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select value={state.language} onValueChange={onLanguage}>
        <SelectTrigger className="h-8 min-w-28" aria-label={t('editor.language')} data-testid="editor-language">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {languages.map((l) => (
            <SelectItem key={l} value={l}>
              {l}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="ml-auto flex items-center gap-1">
        <ConfirmDialog
          title={t('editor.resetTitle')}
          description={t('editor.resetConfirm')}
          confirmLabel={t('editor.reset')}
          onConfirm={onReset}
          testId="editor-reset-dialog"
          trigger={(open) => (
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={open}
              aria-label={t('editor.reset')}
              title={t('editor.reset')}
              data-testid="editor-reset"
            >
              <RotateCcwIcon />
            </Button>
          )}
        />
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={onLastAccepted}
          aria-label={t('editor.lastAccepted')}
          title={t('editor.lastAccepted')}
          data-testid="editor-last-ac"
        >
          <HistoryIcon />
        </Button>
        <Popover>
          <PopoverTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('editor.settings')}
              title={t('editor.settings')}
              data-testid="editor-settings"
            >
              <SettingsIcon />
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" className="flex w-64 flex-col gap-3">
            <Choice
              id="editor-theme"
              label={t('editor.theme')}
              value={state.theme}
              options={EDITOR_THEMES}
              onChange={(v) => onChange({ theme: v as EditorState['theme'] })}
            />
            <Choice
              id="editor-font-size"
              label={t('editor.fontSize')}
              value={String(state.fontSize)}
              options={FONT_SIZES}
              onChange={(v) => onChange({ fontSize: Number(v) })}
            />
            <Choice
              id="editor-tab-size"
              label={t('editor.tabSize')}
              value={String(state.tabSize)}
              options={TAB_SIZES}
              onChange={(v) => onChange({ tabSize: Number(v) })}
            />
          </PopoverContent>
        </Popover>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={onFocus}
          aria-pressed={focus}
          aria-label={focus ? t('editor.exitFocus') : t('editor.focus')}
          title={focus ? t('editor.exitFocus') : t('editor.focus')}
          data-testid="editor-focus"
        >
          {focus ? <Minimize2Icon /> : <Maximize2Icon />}
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card.tsx';
import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';
import { Switch } from './ui/switch.tsx';

/** One titled part of a back-office form; `id` is the anchor a failed rule scrolls to. */
export function EditorSection({
  id,
  title,
  hint,
  action,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card id={`section-${id}`} data-testid={`section-${id}`} className="scroll-mt-4">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">
          <CardTitle>{title}</CardTitle>
          {hint && <CardDescription>{hint}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A select over a few fixed values, each with its label. */
export function ChoiceSelect<T extends string | number>({
  id,
  value,
  options,
  label,
  onChange,
  disabled,
  className,
  isDisabled,
}: {
  id: string;
  value: T;
  options: readonly T[];
  label: (v: T) => string;
  onChange: (v: T) => void;
  disabled?: boolean;
  className?: string;
  /** Options shown but not selectable. */
  isDisabled?: (v: T) => boolean;
}) {
  return (
    <Select
      value={String(value)}
      disabled={disabled}
      onValueChange={(v) => onChange(options.find((o) => String(o) === v) as T)}
    >
      <SelectTrigger id={id} className={className ?? 'w-full'} data-testid={id}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={String(o)} value={String(o)} disabled={isDisabled?.(o)}>
            {label(o)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A label marked as required. */
export function Req({ children }: { children: ReactNode }) {
  return (
    <span>
      {children}{' '}
      <span className="text-destructive" aria-hidden>
        *
      </span>
    </span>
  );
}

/** A switch with its label and a line of explanation, in a bordered box. */
export function SwitchRow({
  id,
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} data-testid={id} />
    </div>
  );
}

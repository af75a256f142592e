import type { ReactNode } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import type { ContestState } from './form-state.ts';

/** What every part of the contest form receives. */
export interface ContestSectionProps {
  state: ContestState;
  patch: (change: Partial<ContestState>) => void;
  /** A change computed from the latest state. */
  update: (change: (s: ContestState) => ContestState) => void;
}

/** A switch with its label and a line of explanation, in a bordered box. */
export function SwitchRow({ id, label, hint, checked, onChange, disabled }: {
  id: string; label: string; hint?: ReactNode; checked: boolean; onChange: (v: boolean) => void; disabled?: boolean;
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

const pad = (n: number) => String(n).padStart(2, '0');

/** ms since the epoch as the value of a datetime-local input (local time, to the minute). */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isFinite(t) ? t : null;
}

import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

export const DEFAULT_COLOR = '#409eff';
const PICKABLE = /^#[0-9a-f]{6}$/i;

/** A colour's field: the picker beside the `#rrggbb` text box (`input` are the box's props, as a form registers it). */
export function ColorField({
  id,
  label,
  value,
  onPick,
  error,
  hint,
  input,
}: {
  id: string;
  label: string;
  value: string;
  onPick: (color: string) => void;
  error?: string;
  hint?: ReactNode;
  input: ComponentProps<typeof Input>;
}) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={label}
          value={PICKABLE.test(value) ? value : DEFAULT_COLOR}
          onChange={(e) => onPick(e.target.value)}
          className="h-9 w-12 cursor-pointer rounded-md border"
        />
        <Input id={id} {...input} />
      </div>
    </FormField>
  );
}

import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import type { TrainingCategory } from './api.ts';

/** A colour dot and a category's name. */
export function CategoryName({ name, color }: { name: string; color: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="size-2.5 shrink-0 rounded-full border" style={{ backgroundColor: color }} aria-hidden />
      {name}
    </span>
  );
}

/** Picks one of the categories (none picked shows the placeholder); `exclude` leaves one out. */
export function CategorySelect({
  id,
  value,
  categories,
  onChange,
  exclude,
}: {
  id: string;
  value: number | null;
  categories: TrainingCategory[];
  onChange: (id: number) => void;
  exclude?: number;
}) {
  const { t } = useTranslation();
  return (
    <Select value={value === null ? '' : String(value)} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger id={id} className="w-full" data-testid={id}>
        <SelectValue placeholder={t('adminTraining.pickCategory')} />
      </SelectTrigger>
      <SelectContent>
        {categories
          .filter((c) => c.id !== exclude)
          .map((c) => (
            <SelectItem key={c.id} value={String(c.id)}>
              <CategoryName name={c.name} color={c.color} />
            </SelectItem>
          ))}
      </SelectContent>
    </Select>
  );
}

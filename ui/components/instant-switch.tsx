import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Switch } from './ui/switch.tsx';

/**
 * A switch of a list row that saves as soon as it is flipped (doc 3 §4): `save` sends the new value,
 * `onSaved` takes it into the list. A refused save leaves the stored value shown.
 */
export function InstantSwitch({
  checked,
  save,
  onSaved,
  label,
  testId,
}: {
  checked: boolean;
  save: (value: boolean) => Promise<unknown>;
  onSaved: (value: boolean) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const change = async (value: boolean) => {
    try {
      await save(value);
      onSaved(value);
      toast.success(t('common.updated'));
    } catch {
      // The client has shown the failure.
    }
  };
  return <Switch checked={checked} onCheckedChange={change} aria-label={label} data-testid={testId} />;
}

import { SaveIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupDetail } from '../../../src/contract/groups.ts';
import { Button } from '../../components/ui/button.tsx';
import { GroupAvatarCrop } from './avatar-crop.tsx';
import type { GroupFormValues } from './group-draft.ts';
import { GroupFormFields } from './group-form-fields.tsx';
import { useGroupSave } from './use-group-form.ts';

const valuesOf = (d: GroupDetail): GroupFormValues => ({
  name: d.name,
  shortName: d.shortName,
  brief: d.brief,
  description: d.description,
  auth: d.auth,
  code: d.code ?? '',
  visible: d.visible,
});

/** The settings tab of group roots: the group's information, checked by the same rules as creating. */
export function GroupSettings({ detail, onSaved }: { detail: GroupDetail; onSaved: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => valuesOf(detail));
  const { save, error, busy } = useGroupSave(detail.id);
  return (
    <section className="flex flex-col gap-4 rounded-lg border p-4" data-testid="group-settings">
      <h2 className="font-semibold">{t('group.setting.title')}</h2>
      <GroupAvatarCrop detail={detail} onSaved={onSaved} />
      <GroupFormFields value={value} onChange={setValue} error={error} idPrefix="group-setting" />
      <div className="flex justify-end">
        <Button
          disabled={busy}
          onClick={async () => {
            if (await save(value)) onSaved();
          }}
          data-testid="group-setting-save"
        >
          <SaveIcon /> {t('common.save')}
        </Button>
      </div>
    </section>
  );
}

import { LoaderCircleIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminUserEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import { Role, type RoleCode } from '../../../src/contract/roles.ts';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useSave } from '../../lib/query/use-save.ts';
import { mayGiveRole, ROLE_CODES } from './user-labels.ts';
import { FailureLine } from '../../components/failure-line.tsx';

const EMPTY = { username: '', realname: '', password: '', email: '', role: Role.USER as RoleCode };
const FIELDS = [
  ['username', 'text', 'username'],
  ['realname', 'text', 'off'],
  ['password', 'password', 'new-password'],
  ['email', 'email', 'off'],
] as const;

/** "Add user" on the users page: one account with a username, real name, password, optional e-mail and a role. */
export function UserAddDialog({ actorRole }: { actorRole: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const { save: add, busy, error, reset } = useSave(E.add, { invalidates: [E.list] });
  const show = (on: boolean) => {
    setOpen(on);
    setForm(EMPTY);
    reset();
  };

  const save = async () => {
    if (!(await add(form))) return;
    toast.success(t('adminUser.add.done', { name: form.username.trim() }));
    show(false);
  };
  return (
    <>
      <Button variant="outline" onClick={() => show(true)} data-testid="user-add">
        <UserPlusIcon /> {t('adminUser.add.button')}
      </Button>
      <Dialog open={open} onOpenChange={show}>
        <DialogContent closeLabel={t('common.close')} className="sm:max-w-md" data-testid="user-add-dialog">
          <DialogHeader>
            <DialogTitle>{t('adminUser.add.title')}</DialogTitle>
            <DialogDescription>{t('adminUser.add.hint')}</DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            {FIELDS.map(([k, type, autoComplete]) => (
              <FormField key={k} id={`user-add-${k}`} label={t(`adminUser.add.${k}`)}>
                <Input
                  id={`user-add-${k}`}
                  type={type}
                  autoComplete={autoComplete}
                  value={form[k]}
                  required={k !== 'email'}
                  onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
                />
              </FormField>
            ))}
            <FormField id="user-add-role" label={t('adminUser.add.role')}>
              <ChoiceSelect
                id="user-add-role"
                value={form.role}
                options={ROLE_CODES}
                label={(r) => t(`adminUser.roles.${r}`)}
                isDisabled={(r) => !mayGiveRole(actorRole, r)}
                onChange={(r) => setForm((f) => ({ ...f, role: r }))}
              />
            </FormField>
            <FailureLine error={error} testId="user-add-error" />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => show(false)}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" disabled={busy} data-testid="user-add-save">
                {busy && <LoaderCircleIcon className="animate-spin" />} {t('adminUser.add.save')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

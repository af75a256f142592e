import { LoaderCircleIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminUserRow, EditUserInput } from '../../../src/contract/admin-users.ts';
import { adminUserEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import { GENDERS } from '../../../src/contract/accounts.ts';
import { ChoiceSelect } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { absoluteTime } from '../../lib/format.ts';
import { useSave } from '../../lib/query/use-save.ts';
import { mayGiveRole, ROLE_CODES } from './user-labels.ts';
import { FailureLine } from '../../components/failure-line.tsx';

type Form = Omit<EditUserInput, 'type' | 'status'> & { type: number; status: number };
const TEXT_FIELDS = [
  'username',
  'nickname',
  'realname',
  'email',
  'mobile',
  'school',
  'number',
  'github',
  'blog',
  'cfUsername',
  'titleName',
  'titleColor',
] as const;

function formOf(u: AdminUserRow): Form {
  return {
    uid: u.uid,
    username: u.username,
    nickname: u.nickname,
    realname: u.realname,
    email: u.email,
    mobile: u.mobile,
    gender: u.gender,
    school: u.school,
    number: u.number,
    github: u.github,
    blog: u.blog,
    cfUsername: u.cfUsername,
    signature: u.signature,
    titleName: u.titleName,
    titleColor: u.titleColor,
    type: u.role,
    status: u.status,
    setNewPwd: false,
    password: '',
  };
}

/** Edits every field of a user (doc 3 §3), the role and the status, and optionally sets a password. */
export function UserEditDialog({
  user,
  actorRole,
  actorUid,
  onClose,
}: {
  user: AdminUserRow | null;
  actorRole: number;
  actorUid: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form | null>(null);
  const { save: edit, busy, error, reset } = useSave(E.edit, { invalidates: [E.list] });
  useEffect(() => {
    setForm(user && formOf(user));
    reset();
  }, [user, reset]);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => f && { ...f, [k]: v });

  const save = async () => {
    if (!form || !(await edit(form as EditUserInput))) return;
    toast.success(t('common.updated'));
    onClose();
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('common.close')}
        className="max-h-[95vh] overflow-y-auto sm:max-w-2xl"
        data-testid="user-edit-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('adminUser.edit.title', { name: user?.username ?? '' })}</DialogTitle>
          <DialogDescription>{t('adminUser.edit.hint')}</DialogDescription>
        </DialogHeader>
        {user && form && (
          <div className="grid gap-4">
            <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground" data-testid="user-edit-stats">
              {t('adminUser.edit.stats', {
                ac: user.ac,
                total: user.total,
                score: user.score,
                rating: user.rating ?? '—',
                lastLogin: user.lastLoginAt ? absoluteTime(user.lastLoginAt) : t('adminUser.edit.never'),
              })}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField id="user-edit-role" label={t('adminUser.edit.role')}>
                <ChoiceSelect
                  id="user-edit-role"
                  value={form.type}
                  options={ROLE_CODES}
                  label={(r) => t(`adminUser.roles.${r}`)}
                  isDisabled={(r) => !mayGiveRole(actorRole, r)}
                  onChange={(r) => set('type', r)}
                />
              </FormField>
              <FormField id="user-edit-status" label={t('adminUser.edit.status')}>
                <ChoiceSelect
                  id="user-edit-status"
                  value={form.status}
                  options={[0, 1] as const}
                  label={(s) => t(`adminUser.status.${s}`)}
                  isDisabled={(s) => s === 1 && user.uid === actorUid}
                  onChange={(s) => set('status', s)}
                />
              </FormField>
              {TEXT_FIELDS.map((k) => (
                <FormField key={k} id={`user-edit-${k}`} label={t(`adminUser.edit.${k}`)}>
                  <Input
                    id={`user-edit-${k}`}
                    value={form[k]}
                    onChange={(e) => set(k, e.target.value)}
                    type={k === 'titleColor' ? 'text' : undefined}
                    placeholder={k === 'titleColor' ? '#ff9900' : undefined}
                  />
                </FormField>
              ))}
              <FormField id="user-edit-gender" label={t('adminUser.edit.gender')}>
                <ChoiceSelect
                  id="user-edit-gender"
                  value={form.gender}
                  options={GENDERS}
                  label={(g) => t(`adminUser.edit.genders.${g}`)}
                  onChange={(g) => set('gender', g)}
                />
              </FormField>
            </div>
            <FormField id="user-edit-signature" label={t('adminUser.edit.signature')}>
              <Textarea
                id="user-edit-signature"
                rows={3}
                value={form.signature}
                onChange={(e) => set('signature', e.target.value)}
              />
            </FormField>
            <div className="grid gap-3 rounded-md border p-3">
              <div className="flex items-center gap-2">
                <Switch
                  id="user-edit-setpwd"
                  checked={form.setNewPwd}
                  onCheckedChange={(on) => set('setNewPwd', on)}
                  data-testid="user-edit-setpwd"
                />
                <Label htmlFor="user-edit-setpwd">{t('adminUser.edit.setNewPwd')}</Label>
              </div>
              {form.setNewPwd && (
                <FormField id="user-edit-password" label={t('adminUser.edit.password')}>
                  <Input
                    id="user-edit-password"
                    type="password"
                    autoComplete="new-password"
                    value={form.password}
                    onChange={(e) => set('password', e.target.value)}
                  />
                </FormField>
              )}
            </div>
            <FailureLine error={error} testId="user-edit-error" />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button onClick={save} disabled={busy} data-testid="user-edit-save">
                {busy && <LoaderCircleIcon className="animate-spin" />} {t('adminUser.edit.save')}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { userEndpoints } from '../../../src/contract/endpoints/users.ts';
import { toast } from 'sonner';
import { changeUserInfoSchema, GENDERS, type UserInfo } from '../../../src/contract/accounts.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { setUser } from '../../lib/session.ts';
import { useSchemaResolver } from '../../lib/use-schema-resolver.ts';
import { useSave } from '../../lib/query/index.ts';
import { FailureLine } from '../../components/failure-line.tsx';

const TEXT_FIELDS = ['nickname', 'realname', 'school', 'number', 'github', 'blog', 'cfUsername'] as const;

/** The profile fields a user edits (spec doc 1 §3). */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const labels = Object.fromEntries([...TEXT_FIELDS, 'gender', 'signature'].map((f) => [f, t(`settings.field.${f}`)]));
  const { resolver, message } = useSchemaResolver(changeUserInfoSchema, labels);
  // The user's home page shows the new profile when next opened.
  const change = useSave(userEndpoints.changeInfo, { invalidates: [userEndpoints.info, userEndpoints.homeInfo] });
  const { register, handleSubmit, formState, control, reset } = useForm({
    resolver,
    defaultValues: {
      nickname: user.nickname,
      realname: user.realname,
      gender: user.gender,
      school: user.school,
      number: user.number,
      signature: user.signature,
      github: user.github,
      blog: user.blog,
      cfUsername: user.cfUsername,
    },
  });

  const submit = handleSubmit(async (values) => {
    const saved = await change.save(values);
    if (!saved) return void toast.error(t('common.updateFailed'));
    setUser(saved.answer);
    reset(values);
    toast.success(t('common.updated'));
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="profile-form">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((f) => (
          <FormField
            key={f}
            id={`pf-${f}`}
            label={t(`settings.field.${f}`)}
            error={message(formState.errors[f]?.message)}
          >
            <Input id={`pf-${f}`} aria-invalid={!!formState.errors[f]} {...register(f)} />
          </FormField>
        ))}
        <FormField id="pf-gender" label={t('settings.field.gender')}>
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="pf-gender" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {GENDERS.map((g) => (
                    <SelectItem key={g} value={g}>
                      {t(`settings.gender.${g}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <FormField
        id="pf-signature"
        label={t('settings.field.signature')}
        error={message(formState.errors.signature?.message)}
      >
        <Textarea id="pf-signature" rows={4} {...register('signature')} />
      </FormField>
      <FailureLine error={change.error} testId="profile-error" />
      <div>
        <Button type="submit" disabled={change.busy} data-testid="profile-save">
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

import { DownloadIcon, FileUpIcon, LoaderCircleIcon, PrinterIcon, WandSparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { type GenerateAnswer, numberedName } from '../../../src/contract/user-import.ts';
import { Req } from '../../components/form-section.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useSave } from '../../lib/query/index.ts';
import { userImportEndpoints as E } from '../../../src/contract/endpoints/admin-users.ts';
import { absoluteTime } from '../../lib/format.ts';
import { HASHING_TIMEOUT_MS, userImportApi } from './api.ts';
import { checkGenerate, type GenerateErrors, type GenerateFields } from './generate-form.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** /admin/user/generate (super admin and admins): numbered accounts with random passwords, then their CSV and printable login slips. */
export function GenerateUsersPage() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<GenerateFields>({
    prefix: '',
    suffix: '',
    from: '',
    to: '',
    length: '8',
    realnames: '',
    pad: false,
  });
  const [errors, setErrors] = useState<GenerateErrors>({});
  const generating = useSave(E.generate, { timeoutMs: HASHING_TIMEOUT_MS });
  const busy = generating.busy;
  const [result, setResult] = useState<GenerateAnswer | null>(null);
  const set = (k: Exclude<keyof GenerateFields, 'pad'>) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));
  const message = (k: keyof GenerateErrors) => errors[k] && t(errors[k]!.key, errors[k]!.values ?? {});
  const checked = checkGenerate(fields).input;

  const submit = async () => {
    const { errors: found, input } = checkGenerate(fields);
    setErrors(found);
    if (!input) return generating.reset();
    const done = await generating.save(input);
    if (!done) return;
    setResult(done.answer);
    toast.success(t('userImport.generate.done', { count: done.answer.count }));
  };

  return (
    <div className="grid gap-4" data-testid="user-generate-page">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-semibold tracking-tight">{t('userImport.generate.heading')}</h1>
        <Button variant="outline" asChild>
          <Link href="/admin/user/import">
            <FileUpIcon /> {t('userImport.generate.toImport')}
          </Link>
        </Button>
      </div>
      <Card>
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('userImport.generate.hint')}</p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <FormField id="gen-prefix" label={t('userImport.generate.prefix')}>
              <Input id="gen-prefix" value={fields.prefix} maxLength={20} onChange={set('prefix')} />
            </FormField>
            <FormField id="gen-from" label={<Req>{t('userImport.generate.from')}</Req>} error={message('from')}>
              <Input id="gen-from" inputMode="numeric" value={fields.from} onChange={set('from')} />
            </FormField>
            <FormField id="gen-to" label={<Req>{t('userImport.generate.to')}</Req>} error={message('to')}>
              <Input id="gen-to" inputMode="numeric" value={fields.to} onChange={set('to')} />
            </FormField>
            <FormField id="gen-suffix" label={t('userImport.generate.suffix')}>
              <Input id="gen-suffix" value={fields.suffix} maxLength={20} onChange={set('suffix')} />
            </FormField>
            <FormField
              id="gen-length"
              label={<Req>{t('userImport.generate.passwordLength')}</Req>}
              error={message('length')}
            >
              <Input id="gen-length" type="number" min={6} max={25} value={fields.length} onChange={set('length')} />
            </FormField>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id="gen-pad"
              checked={fields.pad}
              onCheckedChange={(v) => setFields((f) => ({ ...f, pad: v === true }))}
              data-testid="generate-pad"
            />
            <Label htmlFor="gen-pad">{t('userImport.generate.pad')}</Label>
          </div>
          <FormField
            id="gen-realnames"
            label={t('userImport.generate.realnames')}
            error={message('realnames')}
            hint={t('userImport.generate.realnamesHint')}
          >
            <Textarea id="gen-realnames" rows={4} value={fields.realnames} onChange={set('realnames')} />
          </FormField>
          {checked && (
            <p className="text-sm text-muted-foreground" data-testid="generate-example">
              {t('userImport.generate.example', {
                first: numberedName(checked, checked.number_from),
                last: numberedName(checked, checked.number_to),
                count: checked.number_to - checked.number_from + 1,
              })}
            </p>
          )}
          <FailureLine error={generating.error} testId="generate-error" />
          <div className="flex justify-end">
            <Button onClick={submit} disabled={busy} data-testid="generate-submit">
              {busy ? <LoaderCircleIcon className="animate-spin" /> : <WandSparklesIcon />}{' '}
              {t(busy ? 'userImport.generate.generating' : 'userImport.generate.submit')}
            </Button>
          </div>
        </CardContent>
      </Card>
      {result && (
        <Card data-testid="generate-result">
          <CardContent className="grid gap-3">
            <p className="font-medium">{t('userImport.generate.done', { count: result.count })}</p>
            <p className="text-sm text-muted-foreground">
              {t('userImport.generate.kept', { time: absoluteTime(result.expiresAt) })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() => void userImportApi.downloadCsv(result.key)}
                data-testid="generate-download"
              >
                <DownloadIcon /> {t('userImport.generate.download')}
              </Button>
              <Button asChild data-testid="generate-slips">
                <a href={`/admin/user/slips/${result.key}`} target="_blank" rel="noopener">
                  <PrinterIcon /> {t('userImport.generate.slips')}
                </a>
              </Button>
            </div>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

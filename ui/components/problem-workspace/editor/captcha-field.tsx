import { RefreshCwIcon } from 'lucide-react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../ui/input.tsx';
import { workspaceApi } from '../workspace-api.ts';
import type { CaptchaAnswer } from './use-submit.ts';

export interface CaptchaHandle {
  answer: () => CaptchaAnswer | null;
  refresh: () => void;
}

/** The image captcha asked for on submit when the site requires it. */
export const CaptchaField = forwardRef<CaptchaHandle>(function CaptchaField(_props, ref) {
  const { t } = useTranslation();
  const [img, setImg] = useState('');
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const refresh = useCallback(() => {
    setValue('');
    workspaceApi.captcha().then(
      (c) => {
        setImg(c.img);
        setKey(c.captchaKey);
      },
      () => setImg(''),
    );
  }, []);
  useEffect(refresh, [refresh]);
  useImperativeHandle(
    ref,
    () => ({ answer: () => (value.trim() && key ? { captcha: value.trim(), captchaKey: key } : null), refresh }),
    [value, key, refresh],
  );
  return (
    <div className="flex items-center gap-2">
      <Input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('auth.captcha')}
        aria-label={t('auth.captcha')}
        className="h-8 w-28"
        data-testid="submit-captcha"
        maxLength={10}
      />
      <button
        type="button"
        onClick={refresh}
        title={t('auth.captchaRefresh')}
        aria-label={t('auth.captchaRefresh')}
        className="flex h-8 w-24 cursor-pointer items-center justify-center overflow-hidden rounded-md border bg-muted"
      >
        {img ? (
          <img src={img} alt={t('auth.captcha')} className="h-full w-full object-contain" />
        ) : (
          <RefreshCwIcon className="size-4 text-muted-foreground" />
        )}
      </button>
    </div>
  );
});

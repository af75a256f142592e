import { RefreshCwIcon } from 'lucide-react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountEndpoints } from '../../../src/contract/endpoints/accounts.ts';
import { call } from '../../lib/call.ts';

export interface ImageCaptchaHandle {
  refresh: () => void;
}

/** The six-digit image captcha; a click loads a new one. Reports the key of the shown image. */
export const ImageCaptchaImage = forwardRef<ImageCaptchaHandle, { onKey: (key: string) => void }>(
  function ImageCaptchaImage({ onKey }, ref) {
    const { t } = useTranslation();
    const [img, setImg] = useState('');
    const refresh = useCallback(() => {
      call(accountEndpoints.captcha, undefined).then(
        (c) => {
          setImg(c.img);
          onKey(c.captchaKey);
        },
        () => setImg(''),
      );
    }, [onKey]);
    useImperativeHandle(ref, () => ({ refresh }), [refresh]);
    useEffect(refresh, [refresh]);
    return (
      <button
        type="button"
        onClick={refresh}
        title={t('auth.captchaRefresh')}
        aria-label={t('auth.captchaRefresh')}
        data-testid="captcha-image"
        className="flex h-9 w-28 shrink-0 cursor-pointer items-center justify-center overflow-hidden rounded-md border bg-muted"
      >
        {img ? (
          <img src={img} alt={t('auth.captcha')} className="h-full w-full object-contain" />
        ) : (
          <RefreshCwIcon className="size-4 text-muted-foreground" />
        )}
      </button>
    );
  },
);

import { toast } from 'sonner';
import { t } from './i18n.ts';

/** The corner stack of notifications (its own Toaster beside the toasts). */
export const NOTIFICATION_TOASTER = 'notifications';
/** Error notifications stay 5 s (spec doc 1 §8); toasts keep their 4 s. */
export const NOTIFICATION_MS = 5000;
/** Below this width the device is treated as mobile and gets the toast only. */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * A failure reported by the server: an error toast and, on non-mobile devices, a notification
 * titled "Error" carrying the same message. The same message from calls failing together shows once.
 */
export function showServerError(msg: string) {
  toast.error(msg, { id: `error:${msg}` });
  if (typeof matchMedia === 'function' && matchMedia(MOBILE_QUERY).matches) return;
  toast.error(t('http.errorTitle'), {
    id: `notification:${msg}`,
    toasterId: NOTIFICATION_TOASTER,
    description: msg,
    duration: NOTIFICATION_MS,
    testId: 'error-notification',
  });
}

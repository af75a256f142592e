import { isApiError } from './api-error.ts';
import type { TFunction } from 'i18next';

interface IssueLike {
  code?: string;
  path?: PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  exact?: boolean;
  origin?: string;
  format?: string;
  input?: unknown;
}

/**
 * A zod error map that writes field messages in the interface language. Messages a schema sets
 * itself (keys such as 'Password_does_not_match') pass through and are translated on display.
 */
export function formErrorMap(t: TFunction, labels: Record<string, string>) {
  return (issue: IssueLike): string | undefined => {
    const key = String(issue.path?.[0] ?? '');
    const field = labels[key] ?? key;
    const empty = issue.input === undefined || issue.input === null || issue.input === '';
    if (issue.code === 'invalid_type' && empty) return t('form.required', { field });
    if (issue.code === 'too_small' && issue.origin === 'string') {
      if (empty) return t('form.required', { field });
      if (issue.exact) return t('form.exactLength', { field, n: issue.minimum });
      return t('form.minLength', { field, n: issue.minimum });
    }
    if (issue.code === 'too_big' && issue.origin === 'string') {
      if (issue.exact) return t('form.exactLength', { field, n: issue.maximum });
      return t('form.maxLength', { field, n: issue.maximum });
    }
    if (issue.code === 'invalid_format' && issue.format === 'email') return t('msg.Invalid_email');
    return undefined;
  };
}

/** Translates a message key a schema or the UI set ('Password_does_not_match' …); other text is shown as is. */
export function translateFieldMessage(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  return /^[A-Z][A-Za-z]*(_[A-Za-z]+)+$/.test(message) ? t(`msg.${message}`, { defaultValue: message }) : message;
}

/**
 * A long form's first broken rule: its text goes under the save button and into a toast, and the
 * form scrolls to the section (an element with id `section-<name>`) that holds the field.
 */
export function showFormIssue(
  text: string,
  section: string,
  setError: (text: string) => void,
  toastError: (text: string) => void,
): void {
  setError(text);
  toastError(text);
  document.getElementById(`section-${section}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A refused save: a business failure (answered in the envelope, or with a 400) is shown under the
 * save button, and as a toast when the client has not toasted it already; sign-in and permission
 * failures were handled by the client.
 */
export function showSaveFailure(
  e: unknown,
  setError: (text: string) => void,
  toastError: (text: string) => void,
): void {
  if (!isApiError(e) || (e.httpStatus !== 200 && e.httpStatus !== 400)) return;
  setError(e.message);
  if (e.httpStatus === 200) toastError(e.message);
}

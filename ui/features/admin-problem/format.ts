/** "2024-05-01 13:45" in local time; '' for a missing or bad date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const AUTH_OPTIONS = [1, 2, 3] as const;

/** The compiler's text without the catalogue's "Compile Error:" lead (the dialog's title says it). */
export function compilerMessage(msg: string): string {
  return msg.replace(/^\s*(Compile Error|编译错误)\s*[:：]\s*/, '');
}

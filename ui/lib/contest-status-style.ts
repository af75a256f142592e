/** Tag colours of the three contest states (-1 scheduled, 0 running, 1 ended), wherever a contest's state is shown. */
export const CONTEST_STATUS_STYLE: Record<number, string> = {
  [-1]: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  0: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  1: 'bg-muted text-muted-foreground',
};

import { IMPORT_COLUMNS } from '../../../src/contract/user-import.ts';

/** A CSV template to fill in: the column names and one example row, UTF-8 with a byte order mark for spreadsheets. */
export function downloadTemplate(): void {
  const text = `\uFEFF${IMPORT_COLUMNS.join(',')}\r\nstudent01,Pass1234,student01@school.example,Zhang San,male,zs,No.1 Middle School\r\n`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  link.download = 'users_template.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

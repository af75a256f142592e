import { DatabaseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { adminConfigApi } from './api.ts';
import { formatBytes } from './dashboard-format.ts';
import { FactList } from './fact-list.tsx';
import { usePolled } from './use-polled.ts';

/** The database file, its size and its write-ahead log: read-only facts (SQLite has no connection to set). */
export function DataSourceCard() {
  const { t } = useTranslation();
  const { loaded } = usePolled(adminConfigApi.dataSource, 60_000);
  const k = (key: string) => t(`adminConfig.dataSource.${key}`);
  return (
    <Card data-testid="data-source">
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><DatabaseIcon className="size-5" />{k('title')}</CardTitle>
        <CardDescription>{k('hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {loaded.state === 'ready' && (
          <FactList rows={[
            [k('file'), loaded.data.file],
            [k('size'), formatBytes(loaded.data.fileSize)],
            [k('wal'), formatBytes(loaded.data.walSize)],
            [k('journal'), loaded.data.journalMode.toUpperCase()],
            [k('pages'), `${loaded.data.pageCount} (${loaded.data.freePages}) × ${formatBytes(loaded.data.pageSize)}`],
            [k('sqlite'), loaded.data.sqliteVersion],
          ]} />
        )}
      </CardContent>
    </Card>
  );
}

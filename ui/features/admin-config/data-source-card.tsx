import { DatabaseIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { adminSiteEndpoints as E } from '../../../src/contract/endpoints/admin-site.ts';
import { useEndpoint } from '../../lib/query/use-endpoint.ts';
import { formatBytes } from './dashboard-format.ts';
import { FactList } from './fact-list.tsx';

/** The database file, its size and its write-ahead log: read-only facts (SQLite has no connection to set). */
export function DataSourceCard() {
  const { t } = useTranslation();
  const { data } = useEndpoint(E.dataSource, undefined, { every: 60_000 });
  const k = (key: string) => t(`adminConfig.dataSource.${key}`);
  return (
    <Card data-testid="data-source">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseIcon className="size-5" />
          {k('title')}
        </CardTitle>
        <CardDescription>{k('hint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {data && (
          <FactList
            rows={[
              [k('file'), data.file],
              [k('size'), formatBytes(data.fileSize)],
              [k('wal'), formatBytes(data.walSize)],
              [k('journal'), data.journalMode.toUpperCase()],
              [k('pages'), `${data.pageCount} (${data.freePages}) × ${formatBytes(data.pageSize)}`],
              [k('sqlite'), data.sqliteVersion],
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}

import { HardDriveIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DISK_USAGE_LIST_MAX } from '../../../src/contract/disk-usage.ts';
import { adminSiteEndpoints as E } from '../../../src/contract/endpoints/admin-site.ts';
import { type Column, DataTable } from '../../components/data-table/data-table.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatMemory } from '../../lib/format.ts';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';

const MB = 1024 * 1024;
const size = (bytes: number) => formatMemory(bytes / 1024);
const share = (bytes: number, quotaMb: number) =>
  quotaMb > 0 ? `${Math.round((bytes / (quotaMb * MB)) * 100)}%` : '—';

interface Row {
  key: string;
  name: ReactNode;
  bytes: number;
  quotaMb: number | null;
}

/** The columns of both tables: the name, what they use, their quota and how much of it is used. */
function usageColumns(t: TFunction, nameLabel: string): Column<Row>[] {
  return [
    { id: 'name', header: nameLabel, cell: (r) => r.name },
    { id: 'used', header: t('diskUsage.used'), cellClassName: 'tabular-nums', cell: (r) => size(r.bytes) },
    {
      id: 'quota',
      header: t('diskUsage.quota'),
      cellClassName: 'tabular-nums',
      cell: (r) => (r.quotaMb === null ? t('diskUsage.exempt') : size(r.quotaMb * MB)),
    },
    {
      id: 'share',
      header: t('diskUsage.share'),
      cellClassName: 'tabular-nums',
      cell: (r) => (r.quotaMb === null ? '—' : share(r.bytes, r.quotaMb)),
    },
  ];
}

/** /admin/disk: users and groups by the disk their files take, the largest first, with their quotas (site admins). */
export function DiskUsagePage() {
  const { t } = useTranslation();
  const read = useEndpoint(E.diskUsage, undefined);
  const usage = read.data;
  const error = read.error ? failureText(read.error) : undefined;
  const users: Row[] = (usage?.users ?? []).map((u) => ({
    key: u.uid,
    name: u.username,
    bytes: u.bytes,
    quotaMb: u.exempt ? null : usage!.userQuotaMb,
  }));
  const groups: Row[] = (usage?.groups ?? []).map((g) => ({
    key: String(g.gid),
    name: (
      <>
        {g.name} <span className="text-muted-foreground">({g.shortName})</span>
      </>
    ),
    bytes: g.bytes,
    quotaMb: usage!.groupQuotaMb,
  }));
  return (
    <div className="grid gap-6" data-testid="disk-usage-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('diskUsage.title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HardDriveIcon className="size-5" /> {t('diskUsage.disk')}
          </CardTitle>
          <CardDescription>{t('diskUsage.hint')}</CardDescription>
        </CardHeader>
        {usage && (
          <CardContent data-testid="disk-free">
            {t('diskUsage.free', {
              free: size(usage.freeBytes),
              total: size(usage.totalBytes),
              reserve: size(usage.reserveMb * MB),
            })}
          </CardContent>
        )}
      </Card>
      {(
        [
          ['users', users, 'diskUsage.user'],
          ['groups', groups, 'diskUsage.group'],
        ] as const
      ).map(([key, rows, label]) => (
        <Card key={key}>
          <CardHeader>
            <CardTitle>{t(`diskUsage.${key}`)}</CardTitle>
            {rows.length >= DISK_USAGE_LIST_MAX && (
              <CardDescription>{t('diskUsage.capped', { count: DISK_USAGE_LIST_MAX })}</CardDescription>
            )}
          </CardHeader>
          <CardContent>
            <DataTable
              columns={usageColumns(t, t(label))}
              rows={usage ? rows : null}
              error={error}
              rowKey={(r) => r.key}
              rowTestId={() => `disk-${key}-row`}
              testId={`disk-${key}`}
              empty={t('diskUsage.empty')}
            />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

import { HardDriveIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DISK_USAGE_LIST_MAX, type DiskUsage } from '../../../src/contract/disk-usage.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { formatMemory } from '../../lib/format.ts';
import { diskUsageApi } from './api.ts';

const MB = 1024 * 1024;
const size = (bytes: number) => formatMemory(bytes / 1024);
const share = (bytes: number, quotaMb: number) => (quotaMb > 0 ? `${Math.round((bytes / (quotaMb * MB)) * 100)}%` : '—');

interface Row { key: string; name: ReactNode; bytes: number; quotaMb: number | null }

/** One table of users or groups: the name, what they use, their quota and how much of it is used. */
function UsageTable({ rows, nameLabel, testId, loaded }: { rows: Row[]; nameLabel: string; testId: string; loaded: boolean }) {
  const { t } = useTranslation();
  return (
    <Table data-testid={testId}>
      <TableHeader>
        <TableRow>
          <TableHead>{nameLabel}</TableHead>
          <TableHead>{t('diskUsage.used')}</TableHead>
          <TableHead>{t('diskUsage.quota')}</TableHead>
          <TableHead>{t('diskUsage.share')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key} data-testid={`${testId}-row`}>
            <TableCell>{r.name}</TableCell>
            <TableCell className="tabular-nums">{size(r.bytes)}</TableCell>
            <TableCell className="tabular-nums">{r.quotaMb === null ? t('diskUsage.exempt') : size(r.quotaMb * MB)}</TableCell>
            <TableCell className="tabular-nums">{r.quotaMb === null ? '—' : share(r.bytes, r.quotaMb)}</TableCell>
          </TableRow>
        ))}
        {loaded && rows.length === 0 && <TableRow><TableCell colSpan={4} className="py-6 text-center text-muted-foreground">{t('diskUsage.empty')}</TableCell></TableRow>}
      </TableBody>
    </Table>
  );
}

/** /admin/disk: users and groups by the disk their files take, the largest first, with their quotas (site admins). */
export function DiskUsagePage() {
  const { t } = useTranslation();
  const [usage, setUsage] = useState<DiskUsage | null>(null);
  useEffect(() => { diskUsageApi.get().then(setUsage, () => undefined); }, []);
  const users: Row[] = (usage?.users ?? []).map((u) => ({ key: u.uid, name: u.username, bytes: u.bytes, quotaMb: u.exempt ? null : usage!.userQuotaMb }));
  const groups: Row[] = (usage?.groups ?? []).map((g) => ({ key: String(g.gid), name: <>{g.name} <span className="text-muted-foreground">({g.shortName})</span></>, bytes: g.bytes, quotaMb: usage!.groupQuotaMb }));
  return (
    <div className="grid gap-6" data-testid="disk-usage-page">
      <h1 className="text-2xl font-semibold tracking-tight">{t('diskUsage.title')}</h1>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2"><HardDriveIcon className="size-5" /> {t('diskUsage.disk')}</CardTitle>
          <CardDescription>{t('diskUsage.hint')}</CardDescription>
        </CardHeader>
        {usage && (
          <CardContent data-testid="disk-free">
            {t('diskUsage.free', { free: size(usage.freeBytes), total: size(usage.totalBytes), reserve: size(usage.reserveMb * MB) })}
          </CardContent>
        )}
      </Card>
      {([['users', users, 'diskUsage.user'], ['groups', groups, 'diskUsage.group']] as const).map(([key, rows, label]) => (
        <Card key={key}>
          <CardHeader>
            <CardTitle>{t(`diskUsage.${key}`)}</CardTitle>
            {rows.length >= DISK_USAGE_LIST_MAX && <CardDescription>{t('diskUsage.capped', { count: DISK_USAGE_LIST_MAX })}</CardDescription>}
          </CardHeader>
          <CardContent><UsageTable rows={rows} nameLabel={t(label)} testId={`disk-${key}`} loaded={usage !== null} /></CardContent>
        </Card>
      ))}
    </div>
  );
}

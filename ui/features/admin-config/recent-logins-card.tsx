import { LogInIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecentLogin } from '../../../src/contract/dashboard.ts';
import { ROLE_NAMES, type RoleCode } from '../../../src/contract/roles.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table.tsx';
import { absoluteTime } from '../../lib/format.ts';

/** The latest logins of the site: who, when, from where and with what. */
export function RecentLoginsCard({ logins }: { logins: RecentLogin[] }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`adminConfig.logins.${key}`);
  return (
    <Card data-testid="dashboard-logins">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LogInIcon className="size-5" />
          {k('title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {logins.length === 0 ? (
          <p className="text-sm text-muted-foreground">{k('empty')}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{k('user')}</TableHead>
                <TableHead>{k('role')}</TableHead>
                <TableHead>{k('time')}</TableHead>
                <TableHead>{k('ip')}</TableHead>
                <TableHead>{k('browser')}</TableHead>
                <TableHead className="text-right">{k('sessions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {logins.map((l) => (
                <TableRow key={l.uid}>
                  <TableCell className="font-medium">{l.username}</TableCell>
                  <TableCell>
                    <Badge variant="outline">{ROLE_NAMES[l.role as RoleCode] ?? l.role}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{absoluteTime(l.loginAt)}</TableCell>
                  <TableCell className="tabular-nums">{l.ip || '—'}</TableCell>
                  <TableCell className="max-w-64 truncate" title={l.userAgent}>
                    {l.userAgent || '—'}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{l.openSessions}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

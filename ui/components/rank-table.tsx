import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { acRate, RankType, type RankRow, type RankTypeCode } from '../../src/contract/ranks.ts';
import { UserAvatar } from './user-avatar.tsx';
import { Badge } from './ui/badge.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table.tsx';

const publicAcHref = (r: RankRow) => `/status?username=${encodeURIComponent(r.username)}`;

/**
 * The rank's rows (spec doc 2 §2): place, user with avatar, title and nickname tags, then AC
 * (linking to the user's submissions), Total and Rating (the AC rate) for ACM, or Score, AC/Total
 * and Rating for OI, and the signature. `first` is the place of the first row. `acHref` is where
 * the AC count leads (the public ranks: the user's submissions; a group's rank: their accepted
 * submissions in the group).
 */
export function RankTable({
  type,
  rows,
  first,
  acHref = publicAcHref,
}: {
  type: RankTypeCode;
  rows: RankRow[];
  first: number;
  acHref?: (r: RankRow) => string;
}) {
  const { t } = useTranslation();
  const acLink = (r: RankRow, text: string) => (
    <Link
      href={acHref(r)}
      className="text-sky-700 hover:underline"
      title={t('rank.acLink', { name: r.username })}
      data-testid="rank-ac-link"
    >
      {text}
    </Link>
  );
  return (
    <div className="overflow-x-auto rounded-lg border">
      <Table data-testid="rank-table">
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">{t('rank.col.seq')}</TableHead>
            <TableHead>{t('rank.col.user')}</TableHead>
            <TableHead>{t('rank.col.nickname')}</TableHead>
            {type === RankType.ACM ? (
              <>
                <TableHead className="text-right">{t('rank.col.ac')}</TableHead>
                <TableHead className="text-right">{t('rank.col.total')}</TableHead>
              </>
            ) : (
              <>
                <TableHead className="text-right">{t('rank.col.score')}</TableHead>
                <TableHead className="text-right">{t('rank.col.acTotal')}</TableHead>
              </>
            )}
            <TableHead className="text-right">{t('rank.col.rating')}</TableHead>
            <TableHead>{t('rank.col.signature')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={r.uid} data-testid="rank-row" data-username={r.username}>
              <TableCell className="font-medium tabular-nums">{first + i}</TableCell>
              <TableCell>
                <div className="flex items-center gap-2">
                  <UserAvatar src={r.avatar} name={r.username} className="size-7" />
                  <Link
                    href={`/user-home?username=${encodeURIComponent(r.username)}`}
                    className="font-medium hover:underline"
                  >
                    {r.username}
                  </Link>
                  {r.titleName && (
                    <Badge
                      className="text-white"
                      style={{ background: r.titleColor || '#6b7280' }}
                      data-testid="rank-title"
                    >
                      {r.titleName}
                    </Badge>
                  )}
                </div>
              </TableCell>
              <TableCell>
                {r.nickname && (
                  <Badge variant="secondary" data-testid="rank-nickname">
                    {r.nickname}
                  </Badge>
                )}
              </TableCell>
              {type === RankType.ACM ? (
                <>
                  <TableCell className="text-right tabular-nums">{acLink(r, String(r.ac))}</TableCell>
                  <TableCell className="text-right tabular-nums">{r.total}</TableCell>
                </>
              ) : (
                <>
                  <TableCell className="text-right font-medium tabular-nums" data-testid="rank-score">
                    {r.score}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {acLink(r, String(r.ac))} / {r.total}
                  </TableCell>
                </>
              )}
              <TableCell className="text-right tabular-nums" data-testid="rank-rating">
                {acRate(r.ac, r.total)}%
              </TableCell>
              <TableCell className="max-w-64 truncate text-muted-foreground" title={r.signature}>
                {r.signature}
              </TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                {t('rank.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

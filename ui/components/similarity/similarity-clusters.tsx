import { useTranslation } from 'react-i18next';
import type { SimilarityReport } from '../../../src/contract/similarity.ts';
import { Badge } from '../ui/badge.tsx';

/** The clusters of a check: the users whose submissions flagged pairs join, largest first. */
export function SimilarityClusters({ report }: { report: SimilarityReport }) {
  const { t } = useTranslation();
  const byId = new Map(report.submissions.map((s) => [s.submitId, s]));
  return (
    <section className="grid gap-2" data-testid="similarity-clusters">
      <h3 className="font-medium">{t('similarity.clusters')}</h3>
      {report.clusters.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('similarity.noClusters')}</p>
      ) : (
        <ul className="grid gap-1">
          {report.clusters.map((cluster, i) => (
            <li key={cluster.join('-')} className="flex flex-wrap items-center gap-1 text-sm">
              <Badge variant="destructive">{i + 1}</Badge>
              {t('similarity.cluster', {
                n: i + 1,
                names: cluster
                  .map((id) => {
                    const s = byId.get(id);
                    return s ? `${s.username} (${s.displayPid}, #${id})` : `#${id}`;
                  })
                  .join(', '),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

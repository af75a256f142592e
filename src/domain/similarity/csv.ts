import type { SimilarityReport } from '../../contract/similarity.ts';

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** The pairs of a check as CSV: one row a pair, most similar first, with the cluster each belongs to. */
export function similarityCsv(report: SimilarityReport): string {
  const byId = new Map(report.submissions.map((s) => [s.submitId, s]));
  const clusterOf = new Map<number, number>();
  report.clusters.forEach((c, i) => {
    for (const id of c) clusterOf.set(id, i + 1);
  });
  const rows = [
    [
      'similarity_percent',
      'longest_fragment_tokens',
      'flagged',
      'cluster',
      'problem',
      'submission_a',
      'user_a',
      'language_a',
      'submission_b',
      'user_b',
      'language_b',
    ],
  ];
  for (const p of report.pairs) {
    const a = byId.get(p.a);
    const b = byId.get(p.b);
    const flagged = p.similarity >= report.threshold;
    rows.push([
      (100 * p.similarity).toFixed(1),
      String(p.longest),
      flagged ? 'yes' : 'no',
      flagged ? String(clusterOf.get(p.a) ?? '') : '',
      a?.displayPid ?? '',
      String(p.a),
      a?.username ?? '',
      a?.language ?? '',
      String(p.b),
      b?.username ?? '',
      b?.language ?? '',
    ]);
  }
  return `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

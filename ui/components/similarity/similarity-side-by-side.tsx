import { LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { similarityEndpoints as E } from '../../../src/contract/endpoints/similarity.ts';
import type { SimilarityScope } from '../../../src/contract/similarity.ts';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../ui/dialog.tsx';
import { failureText, useEndpoint } from '../../lib/query/use-endpoint.ts';

/** Colours of shared fragments, one per fragment in turn (the same fragment has the same colour on both sides). */
const TINTS = ['bg-red-500/20', 'bg-amber-500/25', 'bg-sky-500/20', 'bg-emerald-500/20', 'bg-fuchsia-500/20'];

/** For each line (1-based), the index of the first fragment that covers it. */
function tintsOf(lineCount: number, ranges: [number, number][]): (number | null)[] {
  const out: (number | null)[] = new Array(lineCount + 1).fill(null);
  ranges.forEach(([from, to], i) => {
    for (let l = from; l <= to && l <= lineCount; l++) out[l] ??= i;
  });
  return out;
}

function CodeColumn({
  title,
  code,
  ranges,
  testId,
}: {
  title: string;
  code: string;
  ranges: [number, number][];
  testId: string;
}) {
  const lines = code.split('\n');
  const tints = tintsOf(lines.length, ranges);
  return (
    <div className="grid min-w-0 content-start gap-1">
      <p className="truncate text-sm font-medium">{title}</p>
      <pre className="max-h-[65vh] overflow-auto rounded-md border bg-muted/30 text-xs leading-5" data-testid={testId}>
        {lines.map((line, i) => {
          const tint = tints[i + 1];
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's number is its identity in a fixed text
              key={i}
              className={`flex px-2 ${tint === null || tint === undefined ? '' : TINTS[tint % TINTS.length]}`}
              data-shared={tint === null || tint === undefined ? undefined : 'true'}
            >
              <span className="w-8 shrink-0 select-none pr-2 text-right text-muted-foreground">{i + 1}</span>
              <span className="whitespace-pre">{line}</span>
            </div>
          );
        })}
      </pre>
    </div>
  );
}

/** Two submissions of a check side by side, the fragments they share highlighted in matching colours. */
export function SimilaritySideBySide(props: {
  scope: SimilarityScope;
  id: number;
  a: number;
  b: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { scope, id, a, b, onClose } = props;
  const read = useEndpoint(E.pair, { scope, id, a, b }, { quiet: true });
  const detail = read.data;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="sm:max-w-6xl"
        closeLabel={t('similarity.side.close')}
        data-testid="similarity-side-by-side"
      >
        <DialogHeader>
          <DialogTitle>{t('similarity.side.title')}</DialogTitle>
        </DialogHeader>
        {read.error && <p className="text-muted-foreground">{failureText(read.error)}</p>}
        {!detail && !read.error && <LoaderCircleIcon className="size-5 animate-spin text-muted-foreground" />}
        {detail && (
          <>
            <p className="text-sm text-muted-foreground">
              {(detail.pair.similarity * 100).toFixed(1)} % ·{' '}
              {t('similarity.side.fragments', { count: detail.pair.fragments.length })}
            </p>
            <div className="grid gap-3 md:grid-cols-2">
              <CodeColumn
                title={`${detail.a.username} · #${detail.a.submitId} · ${detail.a.language}`}
                code={detail.a.code}
                ranges={detail.pair.fragments.map((f) => [f.aFrom, f.aTo])}
                testId="similarity-code-a"
              />
              <CodeColumn
                title={`${detail.b.username} · #${detail.b.submitId} · ${detail.b.language}`}
                code={detail.b.code}
                ranges={detail.pair.fragments.map((f) => [f.bFrom, f.bTo])}
                testId="similarity-code-b"
              />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_INPUT_MAX_LENGTH, type TestJudgeResult } from '../../../../src/contract/submissions.ts';
import { StatusBadge } from '../../judge/status-badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { formatMemory, formatTime } from '../../../lib/format.ts';

interface Props {
  running: boolean;
  result: TestJudgeResult | null;
  defaultInput: string;
  onRun: (input: string, expected: string) => void;
}

function Output({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div className="min-w-0 flex-1">
      <div className="mb-1 text-xs font-medium text-muted-foreground">{title}</div>
      <pre
        data-testid={testId}
        className="max-h-48 min-h-10 overflow-auto rounded-md border bg-muted/50 p-2 font-mono text-xs whitespace-pre"
      >
        {text}
      </pre>
    </div>
  );
}

/** Custom input (at most 1000 characters), an optional expected output, and the run's result. */
export function TestRunPanel({ running, result, defaultInput, onRun }: Props) {
  const { t } = useTranslation();
  const [input, setInput] = useState(defaultInput);
  const [expected, setExpected] = useState('');
  return (
    <div className="flex flex-col gap-3 rounded-md border p-3" data-testid="test-run-panel">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-muted-foreground">
          <span>
            {t('editor.testInput')}{' '}
            <span className="tabular-nums">
              ({input.length}/{TEST_INPUT_MAX_LENGTH})
            </span>
          </span>
          <Textarea
            value={input}
            onChange={(e) => setInput(e.target.value)}
            rows={4}
            className="font-mono text-xs"
            data-testid="test-input"
          />
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-muted-foreground">
          <span>{t('editor.expectedOutput')}</span>
          <Textarea
            value={expected}
            onChange={(e) => setExpected(e.target.value)}
            rows={4}
            className="font-mono text-xs"
            placeholder={t('editor.optional')}
            data-testid="test-expected"
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={() => onRun(input, expected)} disabled={running} data-testid="test-run">
          <PlayIcon /> {t('editor.runTest')}
        </Button>
        {running && !result && <StatusBadge status={9} />}
        {result && (
          <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="test-result">
            <StatusBadge status={result.status} />
            <span>
              {t('submission.col.time')}: {formatTime(result.time)}
            </span>
            <span>
              {t('submission.col.memory')}: {formatMemory(result.memory)}
            </span>
          </div>
        )}
      </div>
      {result && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Output title={t('editor.stdout')} text={result.userOutput} testId="test-stdout" />
          {result.stderr && <Output title={t('editor.stderr')} text={result.stderr} testId="test-stderr" />}
        </div>
      )}
    </div>
  );
}

import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { TagChip } from './tag-chip.tsx';

function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The problem's extra files for users: names as tags, the chosen one's content, a download. */
export function AnnexTab({ files }: { files: Record<string, string> }) {
  const { t } = useTranslation();
  const names = Object.keys(files).sort();
  const [current, setCurrent] = useState(names[0] ?? '');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-1.5">
        {names.map((n) => (
          <TagChip key={n} name={n} active={n === current} onClick={() => setCurrent(n)} />
        ))}
      </div>
      {current && (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <span className="font-mono text-sm">{current}</span>
            <Button size="sm" variant="outline" onClick={() => download(current, files[current] ?? '')}>
              <DownloadIcon /> {t('problem.page.download')}
            </Button>
          </div>
          <pre className="max-h-[60vh] overflow-auto rounded-md border bg-muted/50 p-3 font-mono text-sm whitespace-pre">
            {files[current]}
          </pre>
        </div>
      )}
    </div>
  );
}

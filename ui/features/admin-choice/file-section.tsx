import { useTranslation } from 'react-i18next';
import { EditorSection } from '../../components/form-section.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { FileList } from '../../components/file-rows.tsx';
import type { ExtraFile } from '../../lib/file-rows.ts';

interface FileIo {
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
}

/** A choice problem's file IO (the file names its statement names) and its annex (files shown on its page). */
export function ChoiceFileSection({
  io,
  onIo,
  annex,
  onAnnex,
  error,
}: {
  io: FileIo;
  onIo: (io: Partial<FileIo>) => void;
  annex: ExtraFile[];
  onAnnex: (files: ExtraFile[]) => void;
  error: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <EditorSection id="files" title={t('choice.admin.files')}>
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3" id="field-fileIO">
        <div className="grid gap-1">
          <Label htmlFor="ct-file-io">{t('adminProblem.field.isFileIO')}</Label>
          <p className="text-xs text-muted-foreground">{t('choice.admin.fileIOHint')}</p>
        </div>
        <Switch
          id="ct-file-io"
          checked={io.isFileIO}
          onCheckedChange={(isFileIO) => onIo({ isFileIO })}
          data-testid="ct-file-io"
        />
      </div>
      {io.isFileIO && (
        <div className="grid gap-4 sm:grid-cols-2">
          {(['ioReadFileName', 'ioWriteFileName'] as const).map((key) => (
            <div key={key} className="grid gap-2">
              <Label htmlFor={`ct-${key}`}>{t(`adminProblem.field.${key}`)}</Label>
              <Input
                id={`ct-${key}`}
                placeholder={key === 'ioReadFileName' ? 'input.txt' : 'output.txt'}
                value={io[key]}
                onChange={(e) => onIo({ [key]: e.target.value })}
              />
            </div>
          ))}
          <p className="text-xs text-muted-foreground sm:col-span-2">{t('adminProblem.fileNameHint')}</p>
        </div>
      )}
      <FileList kind="annex" files={annex} onChange={onAnnex} />
      {error}
    </EditorSection>
  );
}

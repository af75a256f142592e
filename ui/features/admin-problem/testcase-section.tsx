import { FileArchiveIcon, LoaderCircleIcon, PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ProblemType } from '../../../src/contract/problems.ts';
import { Button } from '../../components/ui/button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useEditorCalls } from './editor-calls.ts';
import { CaseTable } from './case-table.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import { isSubtaskMode } from '../../../src/contract/problem-form-rules.ts';
import { emptyCase } from './form-state.ts';
import { useEditorBounds } from './editor-bounds.ts';
import { FailureLine } from '../../components/failure-line.tsx';

/** Test data: a zip archive uploaded to staging, or samples typed in by hand. */
export function TestcaseSection({ state, patch }: SectionProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const calls = useEditorCalls();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // In a group: how many cases and how much test data its admin may set; a refusal is shown here.
  const { bounds, refusal } = useEditorBounds();
  const refused =
    uploadError ?? (refusal?.field === 'caseCount' || refusal?.field === 'testData' ? refusal.text : null);
  const showScore = state.type === ProblemType.OI;
  const showGroup = isSubtaskMode(state.judgeCaseMode);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const result = await calls.uploadTestcaseZip(file, state.judgeCaseMode);
      patch({
        uploadTestcaseDir: result.fileListDir,
        uploadedCases: result.fileList.map((c) => ({
          input: c.input,
          output: c.output,
          score: String(c.score),
          groupNum: c.groupNum === undefined ? '' : String(c.groupNum),
        })),
      });
      toast.success(t('adminProblem.msg.uploadSuccess'));
    } catch (e) {
      patch({ uploadTestcaseDir: '' });
      if (isApiError(e) && e.httpStatus === 200) {
        toast.error(`${t('adminProblem.msg.uploadFailed')}: ${e.message}`);
        setUploadError(`${t('adminProblem.msg.uploadFailed')}: ${e.message}`);
      }
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const modeButton = (upload: boolean) => (
    <Button
      type="button"
      role="radio"
      aria-checked={state.isUploadTestCase === upload}
      size="sm"
      variant={state.isUploadTestCase === upload ? 'default' : 'outline'}
      onClick={() => patch({ isUploadTestCase: upload })}
      data-testid={`cases-${upload ? 'upload' : 'manual'}`}
    >
      {t(upload ? 'adminProblem.case.modeUpload' : 'adminProblem.case.modeManual')}
    </Button>
  );

  return (
    <EditorSection
      id="cases"
      title={t('adminProblem.section.cases')}
      action={
        <div role="radiogroup" aria-label={t('adminProblem.section.cases')} className="flex gap-2">
          {modeButton(true)}
          {modeButton(false)}
        </div>
      }
    >
      {bounds && (
        <p className="text-xs text-muted-foreground" data-testid="bound-cases">
          {t('groupProblem.bound.cases', { cases: bounds.caseCountMax, mb: bounds.testDataMaxMb })}
        </p>
      )}
      <FailureLine error={refused} testId="testcase-bound-error" />
      {state.isUploadTestCase ? (
        <div className="grid gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={fileInput}
              type="file"
              accept=".zip,application/zip"
              className="hidden"
              onChange={(e) => upload(e.target.files?.[0])}
              data-testid="testcase-file"
            />
            <Button type="button" variant="secondary" disabled={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? <LoaderCircleIcon className="animate-spin" /> : <FileArchiveIcon />}{' '}
              {t('adminProblem.case.chooseZip')}
            </Button>
            <span className="text-sm text-muted-foreground" data-testid="testcase-status">
              {state.uploadTestcaseDir
                ? t('adminProblem.case.uploaded', { count: state.uploadedCases.length })
                : state.uploadedCases.length > 0
                  ? t('adminProblem.case.stored', { count: state.uploadedCases.length })
                  : t('adminProblem.case.none')}
            </span>
          </div>
          <p className="text-xs text-muted-foreground">{t('adminProblem.case.zipHint')}</p>
          {state.uploadedCases.length > 0 && (
            <CaseTable
              cases={state.uploadedCases}
              manual={false}
              showScore={showScore}
              showGroup={showGroup}
              onChange={(uploadedCases) => patch({ uploadedCases })}
              testId="uploaded-cases"
            />
          )}
        </div>
      ) : (
        <div className="grid gap-3">
          <CaseTable
            cases={state.manualCases}
            manual
            showScore={showScore}
            showGroup={showGroup}
            onChange={(manualCases) => patch({ manualCases })}
            testId="manual-cases"
          />
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => patch({ manualCases: [...state.manualCases, emptyCase()] })}
              data-testid="manual-case-add"
            >
              <PlusIcon /> {t('adminProblem.case.add')}
            </Button>
          </div>
        </div>
      )}
    </EditorSection>
  );
}

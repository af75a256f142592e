import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { ProblemWorkspace } from '../../components/problem-workspace/problem-workspace.tsx';
import { BANK_SCOPE } from '../../components/problem-workspace/scope.ts';

/** /problem/{problemID}: the shared workspace on a problem of the bank. */
export function ProblemPage() {
  const { t } = useTranslation();
  const [, params] = useRoute<{ problemID: string }>('/problem/:problemID');
  const problemID = decodeURIComponent(params?.problemID ?? '');
  return (
    <ProblemWorkspace
      scope={BANK_SCOPE}
      problemId={problemID}
      backHref="/problem"
      backLabel={t('problem.page.backToList')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useRoute } from 'wouter';
import { ChoiceWorkspace } from './choice-workspace.tsx';
import { BANK_SCOPE } from './scope.ts';

/** /computational-thinking/problem/{problemID}[/full-screen]: a choice problem of the bank. */
export function ChoiceBankPage() {
  const { t } = useTranslation();
  const [, params] = useRoute<{ problemID: string }>('/computational-thinking/problem/:problemID');
  const problemID = decodeURIComponent(params?.problemID ?? '');
  return (
    <ChoiceWorkspace
      key={problemID}
      scope={BANK_SCOPE}
      problemId={problemID}
      backHref="/computationalThinkingTraining"
      backLabel={t('choice.page.back')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { FileList } from '../../components/file-rows.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';

/** Files given to the user's program and to the checker (name and content). */
export function ExtraFilesSection({ state, patch }: SectionProps) {
  const { t } = useTranslation();
  return (
    <EditorSection id="extra" title={t('adminProblem.section.extra')}>
      <FileList kind="user" files={state.userExtraFiles} onChange={(userExtraFiles) => patch({ userExtraFiles })} />
      <FileList kind="judge" files={state.judgeExtraFiles} onChange={(judgeExtraFiles) => patch({ judgeExtraFiles })} />
    </EditorSection>
  );
}

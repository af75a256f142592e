import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemPageHead } from '../../components/page-head.tsx';
import { type AdminTraining, useTrainingAdminScope } from './api.ts';

/** The head of a page about one training: back to the list, the page's title, the training named under it, and the page's actions. */
export function TrainingPageHead({
  title,
  training,
  children,
}: {
  title: string;
  training: AdminTraining;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { base } = useTrainingAdminScope();
  return (
    <ItemPageHead
      back={base}
      backLabel={t('adminTraining.back')}
      title={title}
      subtitle={`#${training.training.id} ${training.training.title}`}
    >
      {children}
    </ItemPageHead>
  );
}

import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type AdminTraining, useTrainingAdminScope } from './api.ts';
import { Button } from '../../components/ui/button.tsx';

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
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild variant="ghost" size="icon" aria-label={t('adminTraining.back')}>
        <Link href={base}>
          <ArrowLeftIcon />
        </Link>
      </Button>
      <div className="mr-auto grid min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="truncate text-sm text-muted-foreground">
          #{training.training.id} {training.training.title}
        </p>
      </div>
      {children}
    </div>
  );
}

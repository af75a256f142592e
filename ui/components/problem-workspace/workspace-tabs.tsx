import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { userAtom } from '../../lib/session.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { AnnexTab } from './annex-tab.tsx';

interface Props {
  /** The statement. */
  description: ReactNode;
  /** The My Submission tab's content, where the page has one (it asks a guest to log in first). */
  mine?: ReactNode;
  /** The problem's annex files: a Problem Annex tab when there are any. */
  files: Record<string, string> | null | undefined;
}

/**
 * The left side of a problem page (spec doc 1 §9, doc 2 "Computational-thinking problem page"):
 * Description, My Submission where the page has one, Problem Annex where the problem has annex
 * files; the statement alone, without tabs, when there is nothing beside it.
 */
export function WorkspaceTabs({ description, mine, files }: Props) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [tab, setTab] = useState('description');
  const annex = files ?? {};
  const hasAnnex = Object.keys(annex).length > 0;
  if (!mine && !hasAnnex) return description;

  const choose = (next: string) => {
    if (next === 'mine' && !user) {
      toast.warning(t('guard.loginFirst'));
      return;
    }
    setTab(next);
  };
  return (
    <Tabs value={tab} onValueChange={choose}>
      <TabsList>
        <TabsTrigger value="description" data-testid="tab-description">
          {t('problem.page.tabDescription')}
        </TabsTrigger>
        {mine && (
          <TabsTrigger value="mine" data-testid="tab-mine">
            {t('problem.page.tabMine')}
          </TabsTrigger>
        )}
        {hasAnnex && (
          <TabsTrigger value="annex" data-testid="tab-annex">
            {t('problem.page.tabAnnex')}
          </TabsTrigger>
        )}
      </TabsList>
      <TabsContent value="description">{description}</TabsContent>
      {mine && <TabsContent value="mine">{mine}</TabsContent>}
      {hasAnnex && (
        <TabsContent value="annex">
          <AnnexTab files={annex} />
        </TabsContent>
      )}
    </Tabs>
  );
}

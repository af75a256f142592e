import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceProblem } from '../../../src/contract/choice.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs.tsx';
import { AnnexTab } from './annex-tab.tsx';
import { ChoiceStatement } from './choice-statement.tsx';

/**
 * The left side of a choice problem's page: the statement, and beside it the Problem Annex tab
 * when the problem has annex files (spec doc 2 "Computational-thinking problem page").
 */
export function ChoiceLeft({ problem, inContest }: { problem: ChoiceProblem; inContest: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('description');
  const files = problem.userExtraFile ?? {};
  const statement = <ChoiceStatement problem={problem} inContest={inContest} />;
  if (Object.keys(files).length === 0) return statement;
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="description" data-testid="tab-description">
          {t('problem.page.tabDescription')}
        </TabsTrigger>
        <TabsTrigger value="annex" data-testid="tab-annex">
          {t('problem.page.tabAnnex')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="description">{statement}</TabsContent>
      <TabsContent value="annex">
        <AnnexTab files={files} />
      </TabsContent>
    </Tabs>
  );
}

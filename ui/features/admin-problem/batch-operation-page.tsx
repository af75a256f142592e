import { PackageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { adminProblemEndpoints } from '../../../src/contract/endpoints/admin-problems.ts';
import { AdminListPage } from '../../components/data-table/admin-list-page.tsx';
import { useSelection } from '../../components/data-table/use-selection.ts';
import { Button } from '../../components/ui/button.tsx';
import { downloadFile } from '../../lib/download.ts';
import { usePagedList } from '../../lib/query/index.ts';
import type { AdminProblemRow } from './api.ts';
import { problemNameColumns } from './problem-columns.tsx';
import { ImportCard } from './import-card.tsx';

/** /admin/problem/batch-operation: export chosen problems as one package; import packages. */
export function BatchOperationPage() {
  const { t } = useTranslation();
  const list = usePagedList(adminProblemEndpoints.list);
  const selection = useSelection<number>();
  const exportSelected = async () => {
    if (selection.keys.length === 0) {
      toast.warning(t('adminProblem.batch.selectionEmpty'));
      return;
    }
    const ids = [...selection.keys].sort((a, b) => a - b);
    await downloadFile('/api/file/export-problem', { pid: ids.join(',') }, `problems_${ids.length}.zip`);
  };
  return (
    <div className="grid gap-6" data-testid="problem-batch">
      <AdminListPage<AdminProblemRow, number>
        title={t('adminProblem.route.batch')}
        pageTestId="problem-export"
        list={list}
        search={{ placeholder: t('adminProblem.searchPlaceholder') }}
        filters={
          <Button className="sm:ml-auto" onClick={exportSelected} data-testid="export-submit">
            <PackageIcon /> {t('adminProblem.batch.exportButton')}
          </Button>
        }
        bulk={{
          countText: t('adminProblem.batch.selected', { count: selection.keys.length }),
          countTestId: 'export-selected-count',
          actions: null,
        }}
        select={{
          selection,
          keyOf: (row) => row.id,
          nameOf: (row) => row.problemId,
          testIdOf: (row) => `export-pick-${row.id}`,
        }}
        columns={problemNameColumns(t)}
        rowKey={(row) => row.id}
      >
        <div>
          <h2 className="font-semibold">{t('adminProblem.batch.export')}</h2>
          <p className="text-sm text-muted-foreground">{t('adminProblem.batch.exportHint')}</p>
        </div>
      </AdminListPage>
      <ImportCard />
    </div>
  );
}

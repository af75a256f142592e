import { useTranslation } from 'react-i18next';
import type { InteractionRow, UserMessageRow } from '../../../src/contract/messages.ts';
import { Pager } from '../../components/pager.tsx';
import type { MessageTab } from '../../lib/message-kinds.ts';
import { CleanButton } from './clean-button.tsx';
import { InteractionItem } from './interaction-item.tsx';
import { NoteItem } from './note-item.tsx';
import { useMessagePage } from './use-message-page.ts';

const isNote = (tab: MessageTab) => tab.kind === 'Sys' || tab.kind === 'Mine';

/** One tab's messages: the clean-all action, the rows with their clean buttons, and the pager. */
export function MessageList({ tab }: { tab: MessageTab }) {
  const { t } = useTranslation();
  const { page, setPage, data, error } = useMessagePage(tab);
  const tabName = t(`message.tab.${tab.slug}`);
  const clean = (id?: number) => <CleanButton tab={tab} id={id} tabName={tabName} />;
  if (error)
    return (
      <p className="py-12 text-center text-muted-foreground" data-testid="message-error">
        {error}
      </p>
    );
  if (!data) return <p className="py-12 text-center text-muted-foreground">{t('message.loading')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="message-list" data-kind={tab.kind}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{tabName}</h2>
        {data.total > 0 && clean()}
      </div>
      {data.records.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground" data-testid="message-empty">
          {t('message.empty')}
        </p>
      ) : (
        <ul className="flex flex-col">
          {isNote(tab)
            ? (data.records as UserMessageRow[]).map((row) => (
                <NoteItem key={row.id} row={row} action={clean(row.id)} />
              ))
            : (data.records as InteractionRow[]).map((row) => (
                <InteractionItem key={row.id} row={row} action={clean(row.id)} />
              ))}
        </ul>
      )}
      {data.total > tab.pageSize && (
        <Pager
          total={data.total}
          pageSize={tab.pageSize}
          current={page}
          onPageChange={setPage}
          className="justify-center"
        />
      )}
    </div>
  );
}

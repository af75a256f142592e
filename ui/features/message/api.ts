import type { Page } from '../../../src/contract/envelope.ts';
import type { InteractionRow, MessageKind, UserMessageRow } from '../../../src/contract/messages.ts';
import { api, request } from '../../lib/api.ts';
import type { MessageTab } from '../../lib/message-kinds.ts';

/** A page of one tab: interactions for Discuss, Reply and Like; notes for Sys and Mine. */
export type MessagePage = Page<InteractionRow> | Page<UserMessageRow>;

/** The message centre's calls (API-NEXT "Messages"). Reading a page marks its rows read. */
export const messageApi = {
  list: (tab: MessageTab, currentPage: number) =>
    api.get<MessagePage>(tab.listPath, { currentPage, limit: tab.pageSize }, { quiet: true }),
  /** One message (by id) or, without an id, every message of the kind. */
  clean: (type: MessageKind, id?: number) => request<null>('/api/msg/clean', { method: 'DELETE', params: { type, id } }),
};

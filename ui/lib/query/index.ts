/** The query layer: reads and saves through the endpoint table, cached by TanStack Query (docs/architecture.md "Endpoints and the query layer"). */
export { endpointKey, invalidate, queryClient } from './client.ts';
export { failureText, useEndpoint, type ReadOptions } from './use-endpoint.ts';
export { searchOf } from './search.ts';
export { invalidateCallReads, useCallRead } from './use-call-read.ts';
export { usePagedList } from './use-paged-list.ts';
export { useSave, type SaveOptions } from './use-save.ts';
export { useTask, type TaskOptions } from './use-task.ts';
export { useDraft } from './use-draft.ts';

import type { Announcement } from '../../src/contract/announcements.ts';
import { SwitchRow } from './form-section.tsx';
import type { PostDraft } from './post-fields.tsx';

/** A site's or a group's announcement as its dialog edits it: the post and whether it is shown. */
export interface VisiblePostDraft extends PostDraft {
  visible: boolean;
}

/** The draft an opening starts from: the announcement's fields, or a new visible one. */
export const startAnnouncement = (current: Announcement | null): VisiblePostDraft => ({
  title: current?.title ?? '',
  content: current?.content ?? '',
  visible: current?.status !== 1,
  tried: false,
});

/** The announcement's form as the server takes it (status 0 shown, 1 hidden). */
export const announcementForm = (draft: VisiblePostDraft, id: number | undefined) =>
  ({ id, title: draft.title.trim(), content: draft.content, status: draft.visible ? 0 : 1 }) as const;

/** The dialog's fields after the post: the switch that shows or hides the announcement. */
export const visibleSwitch =
  (id: string, label: string) => (draft: VisiblePostDraft, patch: (change: Partial<VisiblePostDraft>) => void) => (
    <SwitchRow id={id} label={label} checked={draft.visible} onChange={(visible) => patch({ visible })} />
  );

// The site's and the groups' announcement dialogs start from the same draft and send the same form.
import { expect, test } from 'bun:test';
import type { Announcement } from '../../src/contract/announcements.ts';
import { announcementForm, startAnnouncement } from '../../ui/components/announcement-post.tsx';

const hidden = { id: 4, title: 'Exam', content: 'Room 3', status: 1 } as Announcement;

test('a new announcement starts empty and shown, and is sent without an id', () => {
  const draft = startAnnouncement(null);
  expect(draft).toEqual({ title: '', content: '', visible: true, tried: false });
  expect(announcementForm({ ...draft, title: '  Hello ', content: ' body ' }, undefined)).toEqual({
    id: undefined,
    title: 'Hello',
    content: ' body ',
    status: 0,
  });
});

test('an edited announcement keeps its hidden state and is sent with its id', () => {
  const draft = startAnnouncement(hidden);
  expect(draft.visible).toBe(false);
  expect(announcementForm(draft, hidden.id)).toEqual({ id: 4, title: 'Exam', content: 'Room 3', status: 1 });
  expect(announcementForm({ ...draft, visible: true }, hidden.id).status).toBe(0);
});

import type { TFunction } from 'i18next';
import { Req } from './form-section.tsx';
import { MarkdownField } from './markdown-field.tsx';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { FailureLine } from './failure-line.tsx';

/** A post's title and markdown content (an announcement, a notice). */
export interface PostDraft {
  title: string;
  content: string;
  /** Set by the first save: from then on the missing fields are named. */
  tried: boolean;
}

/** The missing fields' messages (`{prefix}.titleRequired`, `{prefix}.contentRequired`), once a save was tried. */
export function postIssues(post: PostDraft, t: TFunction, prefix: string) {
  if (!post.tried) return {};
  return {
    title: post.title.trim() ? undefined : t(`${prefix}.titleRequired`),
    content: post.content.trim() ? undefined : t(`${prefix}.contentRequired`),
  };
}

/** The title box and the markdown content of a post's form, with the missing fields named. */
export function PostFields({
  id,
  labels,
  post,
  onChange,
  issues,
  rows,
  groupId,
}: {
  /** The fields' ids: `${id}-title`, `${id}-content`. */
  id: string;
  labels: { title: string; content: string };
  post: PostDraft;
  onChange: (change: Partial<PostDraft>) => void;
  issues: { title?: string; content?: string };
  rows: number;
  groupId?: number;
}) {
  return (
    <>
      <FormField id={`${id}-title`} label={<Req>{labels.title}</Req>} error={issues.title}>
        <Input
          id={`${id}-title`}
          value={post.title}
          maxLength={255}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </FormField>
      <MarkdownField
        id={`${id}-content`}
        label={<Req>{labels.content}</Req>}
        value={post.content}
        onChange={(content) => onChange({ content })}
        rows={rows}
        groupId={groupId}
      />
      <FailureLine error={issues.content} />
    </>
  );
}

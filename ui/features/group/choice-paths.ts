/** A group's choice (computational-thinking) problem pages, inside the group's frame. */
export const groupChoiceCreatePath = (gid: number) => `/group/${gid}/choice-problem-create`;
export const groupChoiceEditPath = (gid: number, pid: number) => `/group/${gid}/choice-problem-edit/${pid}`;
export const groupChoicePagePath = (gid: number, problemId: string) =>
  `/group/${gid}/computational-thinking/problem/${encodeURIComponent(problemId)}`;

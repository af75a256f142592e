import { adminContestEndpoints } from './admin-contests.ts';
import { adminDiscussionEndpoints } from './admin-discussions.ts';
import { adminSiteEndpoints } from './admin-site.ts';
import { adminUserEndpoints, userImportEndpoints } from './admin-users.ts';
import { adminVideoEndpoints } from './admin-videos.ts';
import { contestControlEndpoints, contestOpsEndpoints } from './contest-ops.ts';
import { contestEndpoints } from './contests.ts';
import type { Endpoint } from './define.ts';
import { adminChoiceEndpoints } from './admin-choice.ts';
import { adminProblemEndpoints } from './admin-problems.ts';
import { adminTrainingEndpoints } from './admin-trainings.ts';
import { uploadEndpoints } from './uploads.ts';
import { groupBoardEndpoints, groupEndpoints } from './groups.ts';
import { groupContestEndpoints, groupProblemEndpoints, groupTrainingEndpoints } from './group-content.ts';
import { groupChoiceEndpoints } from './group-choice.ts';
import { homeEndpoints } from './home.ts';
import { commentEndpoints } from './comments.ts';
import { problemEndpoints } from './problems.ts';
import { judgeAdminEndpoints, submissionEndpoints } from './submissions.ts';
import { accountEndpoints } from './accounts.ts';
import { phoneEndpoints } from './phone.ts';
import { announcementEndpoints, noticeEndpoints } from './announcements.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { siteEndpoints } from './site.ts';
import { tagEndpoints } from './tags.ts';
import { userEndpoints } from './users.ts';
import { trainingEndpoints } from './trainings.ts';
import { discussionEndpoints } from './discussions.ts';
import { messageEndpoints } from './messages.ts';
import { rankEndpoints } from './ranks.ts';
import { videoEndpoints } from './videos.ts';
import { remoteEndpoints } from './remote.ts';
import { similarityEndpoints } from './similarity.ts';
import { judgeNodeEndpoints } from './judge-node.ts';
import { judgeNodeAdminEndpoints } from './judge-nodes.ts';

/** Every table of calls by area; the access matrix checks each entry against the app's routes. */
export const ENDPOINT_TABLES = {
  remote: remoteEndpoints,
  contests: contestEndpoints,
  contestOps: contestOpsEndpoints,
  contestControls: contestControlEndpoints,
  adminContests: adminContestEndpoints,
  home: homeEndpoints,
  problems: problemEndpoints,
  submissions: submissionEndpoints,
  judgeAdmin: judgeAdminEndpoints,
  comments: commentEndpoints,
  groups: groupEndpoints,
  groupBoards: groupBoardEndpoints,
  groupContests: groupContestEndpoints,
  groupProblems: groupProblemEndpoints,
  groupChoice: groupChoiceEndpoints,
  groupTrainings: groupTrainingEndpoints,
  accounts: accountEndpoints,
  phone: phoneEndpoints,
  users: userEndpoints,
  site: siteEndpoints,
  announcements: announcementEndpoints,
  notices: noticeEndpoints,
  tags: tagEndpoints,
  dashboard: dashboardEndpoints,
  adminUsers: adminUserEndpoints,
  userImport: userImportEndpoints,
  adminSite: adminSiteEndpoints,
  adminDiscussions: adminDiscussionEndpoints,
  adminVideos: adminVideoEndpoints,
  trainings: trainingEndpoints,
  discussions: discussionEndpoints,
  messages: messageEndpoints,
  ranks: rankEndpoints,
  videos: videoEndpoints,
  adminProblems: adminProblemEndpoints,
  adminChoice: adminChoiceEndpoints,
  adminTrainings: adminTrainingEndpoints,
  uploads: uploadEndpoints,
  similarity: similarityEndpoints,
  judgeNode: judgeNodeEndpoints,
  judgeNodeAdmin: judgeNodeAdminEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every entry, with the "METHOD path" keys it answers (its path and its aliases). */
export const allEndpoints = (): Endpoint[] =>
  Object.values(ENDPOINT_TABLES).flatMap((table) => Object.values(table) as Endpoint[]);
export const routeKeysOf = (e: Endpoint): string[] => [e.path, ...(e.aliases ?? [])].map((p) => `${e.method} ${p}`);

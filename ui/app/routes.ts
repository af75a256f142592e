import { type ComponentType, lazy, type ReactNode } from 'react';
import type { AccessRule } from '../lib/route-access.ts';

const RELOADED = 'chunk-reload';

/**
 * A tab opened before an upgrade asks for chunks that are gone: it reloads once, which brings the
 * new index.html and its chunks. A second failure in a row is shown as the error it is.
 */
async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOADED);
    return loaded;
  } catch (e) {
    if (sessionStorage.getItem(RELOADED)) throw e;
    sessionStorage.setItem(RELOADED, '1');
    location.reload();
    return new Promise<T>(() => {});
  }
}

/** A page loaded on first visit: each page's code (and what only it uses) is its own chunk. */
function page<K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: () => ReactNode }> => ({ default: (await loadOrReload(load))[name] }));
}

const HomePage = page(() => import('../features/home/home-page.tsx'), 'HomePage');
const UserHomePage = page(() => import('../features/user-home/user-home-page.tsx'), 'UserHomePage');
const SettingPage = page(() => import('../features/settings/setting-page.tsx'), 'SettingPage');
const LogoutPage = page(() => import('../features/auth/logout-page.tsx'), 'LogoutPage');
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage');
const ProblemBankPage = page(() => import('../features/problem/problem-list-page.tsx'), 'ProblemBankPage');
const ProblemPage = page(() => import('../features/problem/problem-page.tsx'), 'ProblemPage');
const StatusListPage = page(() => import('../features/submission/status-list-page.tsx'), 'StatusListPage');
const SubmissionDetailPage = page(
  () => import('../features/submission/submission-detail-page.tsx'),
  'SubmissionDetailPage',
);
const HelpPage = page(() => import('../features/help/help-page.tsx'), 'HelpPage');
const AdminLoginPage = page(() => import('../features/auth/admin-login-page.tsx'), 'AdminLoginPage');
const AdminDashboardPage = page(() => import('../features/admin-config/dashboard-page.tsx'), 'AdminDashboardPage');
const WebsiteConfigPage = page(() => import('../features/admin-config/website-config-page.tsx'), 'WebsiteConfigPage');
const SwitchConfigPage = page(() => import('../features/admin-config/switch-config-page.tsx'), 'SwitchConfigPage');
const AnnouncementAdminPage = page(
  () => import('../features/admin-announcement/announcement-page.tsx'),
  'AnnouncementPage',
);
const NoticeAdminPage = page(() => import('../features/admin-notice/notice-page.tsx'), 'NoticePage');
const CarouselAdminPage = page(() => import('../features/admin-carousel/carousel-page.tsx'), 'CarouselPage');
const ProblemListPage = page(() => import('../features/admin-problem/problem-list-page.tsx'), 'ProblemListPage');
const ProblemEditPage = page(() => import('../features/admin-problem/problem-edit-page.tsx'), 'ProblemEditPage');
const TagPage = page(() => import('../features/admin-tag/tag-page.tsx'), 'TagPage');
const BatchOperationPage = page(
  () => import('../features/admin-problem/batch-operation-page.tsx'),
  'BatchOperationPage',
);
const CheckerIncludesPage = page(
  () => import('../features/admin-checker-includes/checker-includes-page.tsx'),
  'CheckerIncludesPage',
);
const RoleAuthPage = page(() => import('../features/admin-permission/role-auth-page.tsx'), 'RoleAuthPage');
const UserAdminPage = page(() => import('../features/admin-user/user-page.tsx'), 'UserAdminPage');
const ImportUsersPage = page(() => import('../features/admin-user-import/import-page.tsx'), 'ImportUsersPage');
const GenerateUsersPage = page(() => import('../features/admin-user-import/generate-page.tsx'), 'GenerateUsersPage');
const LoginSlipsPage = page(() => import('../features/admin-user-import/slips-page.tsx'), 'LoginSlipsPage');
const AdminContestListPage = page(() => import('../features/admin-contest/contest-list-page.tsx'), 'ContestListPage');
const AdminContestEditPage = page(() => import('../features/admin-contest/contest-edit-page.tsx'), 'ContestEditPage');
const AdminContestProblemsPage = page(
  () => import('../features/admin-contest/contest-problems-page.tsx'),
  'ContestProblemsPage',
);
const AdminContestAnnouncementsPage = page(
  () => import('../features/admin-contest/contest-announcements-page.tsx'),
  'ContestAnnouncementsPage',
);
const AdminContestProctorPage = page(
  () => import('../features/admin-contest/contest-proctor-page.tsx'),
  'ContestProctorPage',
);
const AdminTrainingListPage = page(
  () => import('../features/admin-training/training-list-page.tsx'),
  'TrainingListPage',
);
const AdminTrainingEditPage = page(
  () => import('../features/admin-training/training-edit-page.tsx'),
  'TrainingEditPage',
);
const AdminTrainingProblemsPage = page(
  () => import('../features/admin-training/training-problems-page.tsx'),
  'TrainingProblemsPage',
);
const AdminTrainingCategoryPage = page(() => import('../features/admin-training/category-page.tsx'), 'CategoryPage');
const ScrollBoardPage = page(() => import('../features/scroll-board/scroll-board-page.tsx'), 'ScrollBoardPage');
const TrainingListPage = page(() => import('../features/training/training-list-page.tsx'), 'TrainingListPage');
const TrainingShell = page(() => import('../features/training/training-shell.tsx'), 'TrainingShell');
const GroupListPage = page(() => import('../features/group/group-list-page.tsx'), 'GroupListPage');
const GroupShell = page(() => import('../features/group/group-shell.tsx'), 'GroupShell');
const GroupDiscussions = page(() => import('./group-mounts/discussions.tsx'), 'GroupDiscussions');
const GroupDiscussionDetail = page(() => import('./group-mounts/discussions.tsx'), 'GroupDiscussionDetail');
const GroupDiscussionAdminPage = page(() => import('./group-mounts/discussions.tsx'), 'GroupDiscussionAdminPage');
const GroupProblemPage = page(() => import('./group-mounts/problems.tsx'), 'GroupProblemPage');
const GroupProblemEdit = page(() => import('./group-mounts/problems.tsx'), 'GroupProblemEdit');
const GroupTrainingDetail = page(() => import('./group-mounts/trainings.tsx'), 'GroupTrainingDetail');
const GroupTrainingEdit = page(() => import('./group-mounts/trainings.tsx'), 'GroupTrainingEdit');
const GroupTrainingProblems = page(() => import('./group-mounts/trainings.tsx'), 'GroupTrainingProblems');
const GroupContestEdit = page(() => import('./group-mounts/contests.tsx'), 'GroupContestEdit');
const GroupContestProblems = page(() => import('./group-mounts/contests.tsx'), 'GroupContestProblems');
const GroupContestAnnouncements = page(() => import('./group-mounts/contests.tsx'), 'GroupContestAnnouncements');
const GroupContestProctor = page(() => import('./group-mounts/contests.tsx'), 'GroupContestProctor');
const GroupContestProblemCreate = page(() => import('./group-mounts/contests.tsx'), 'GroupContestProblemCreate');
const GroupStatus = page(() => import('./group-mounts/status.tsx'), 'GroupStatus');
const GroupSubmissionDetail = page(() => import('./group-mounts/status.tsx'), 'GroupSubmissionDetail');
const GroupProblemReviewPage = page(
  () => import('../features/admin-group-problem/review-page.tsx'),
  'GroupProblemReviewPage',
);
const ContestListPage = page(() => import('../features/contest/contest-list-page.tsx'), 'ContestListPage');
const ContestShell = page(() => import('../features/contest/contest-shell.tsx'), 'ContestShell');
const OutsideBoardPage = page(() => import('../features/contest/outside-board-page.tsx'), 'OutsideBoardPage');
const AcmRankPage = page(() => import('../features/rank/rank-page.tsx'), 'AcmRankPage');
const OiRankPage = page(() => import('../features/rank/rank-page.tsx'), 'OiRankPage');
const DiscussionListPage = page(() => import('../features/discussion/discussion-list-page.tsx'), 'DiscussionListPage');
const DiscussionDetailPage = page(
  () => import('../features/discussion/discussion-detail-page.tsx'),
  'DiscussionDetailPage',
);
const DiscussionAdminPage = page(
  () => import('../features/admin-discussion/discussion-admin-page.tsx'),
  'DiscussionAdminPage',
);
const MessagePage = page(() => import('../features/message/message-page.tsx'), 'MessagePage');
const NotFoundPage = page(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundPage');
const ChoiceBankPage = page(() => import('../components/problem-workspace/choice-bank-page.tsx'), 'ChoiceBankPage');
const CtContestListPage = page(() => import('../features/contest/ct-contest-list-page.tsx'), 'CtContestListPage');
const CtTrainingListPage = page(() => import('../features/training/ct-training-pages.tsx'), 'CtTrainingListPage');
const CtTrainingShell = page(() => import('../features/training/ct-training-pages.tsx'), 'CtTrainingShell');
const ChoiceListPage = page(() => import('../features/admin-choice/choice-list-page.tsx'), 'ChoiceListPage');
const ChoiceEditPage = page(() => import('../features/admin-choice/choice-edit-page.tsx'), 'ChoiceEditPage');
const AdminCtContestListPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestListPage');
const AdminCtContestEditPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestEditPage');
const AdminCtContestProblemsPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestProblemsPage');
const AdminCtContestAnnouncementsPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestAnnouncementsPage');
const VideoListPage = page(() => import('../features/video/video-list-page.tsx'), 'VideoListPage');
const VideoAdminPage = page(() => import('../features/admin-video/video-admin-page.tsx'), 'VideoAdminPage');
const DiskUsagePage = page(() => import('../features/admin-disk/disk-usage-page.tsx'), 'DiskUsagePage');

export type LayoutKind = 'main' | 'admin' | 'bare';

export interface AppRoute extends AccessRule {
  path: string;
  /** i18n key of the page title (shown as "title - shortName"). */
  title: string;
  component: ComponentType;
  layout: LayoutKind;
  /** Problem and focus pages hide the footer. */
  hideFooter?: boolean;
}

/** Every page of the site. Order matters: the first match wins; the last entry catches the rest. */
export const ROUTES: AppRoute[] = [
  { path: '/home', title: 'route.home', component: HomePage, layout: 'main', access: 'public' },
  { path: '/user-home', title: 'route.userHome', component: UserHomePage, layout: 'main', access: 'public' },
  { path: '/setting', title: 'route.setting', component: SettingPage, layout: 'main', access: 'login' },
  { path: '/logout', title: 'route.logout', component: LogoutPage, layout: 'main', access: 'public' },
  {
    path: '/reset-password',
    title: 'route.resetPassword',
    component: ResetPasswordPage,
    layout: 'main',
    access: 'public',
  },
  { path: '/problem', title: 'problem.route.list', component: ProblemBankPage, layout: 'main', access: 'public' },
  {
    path: '/problem/:problemID',
    title: 'problem.route.page',
    component: ProblemPage,
    layout: 'main',
    access: 'public',
    hideFooter: true,
  },
  { path: '/training', title: 'training.route.list', component: TrainingListPage, layout: 'main', access: 'public' },
  {
    path: '/training/:trainingID',
    title: 'training.route.detail',
    component: TrainingShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/training/:trainingID/problems',
    title: 'training.route.detail',
    component: TrainingShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/training/:trainingID/rank',
    title: 'training.route.detail',
    component: TrainingShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/training/:trainingID/progress',
    title: 'training.route.detail',
    component: TrainingShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/training/:trainingID/problem/:problemID',
    title: 'training.route.problem',
    component: TrainingShell,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/training/:trainingID/problem/:problemID/full-screen',
    title: 'training.route.problem',
    component: TrainingShell,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  // Computational thinking: the choice problem page, CT trainings (the training pages under their own base) and the CT contest list.
  {
    path: '/computational-thinking/problem/:problemID',
    title: 'choice.route.problem',
    component: ChoiceBankPage,
    layout: 'main',
    access: 'public',
    hideFooter: true,
  },
  {
    path: '/computationalThinkingTraining',
    title: 'choice.route.trainingList',
    component: CtTrainingListPage,
    layout: 'main',
    access: 'public',
  },
  ...['', '/problems', '/rank', '/progress'].map((tab) => ({
    path: `/computationalThinkingTraining/:trainingID${tab}`,
    title: 'training.route.detail',
    component: CtTrainingShell,
    layout: 'main' as const,
    access: 'login' as const,
  })),
  {
    path: '/computationalThinkingTraining/:trainingID/problem/:problemID',
    title: 'training.route.problem',
    component: CtTrainingShell,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/computationalThinkingTraining/:trainingID/problem/:problemID/full-screen',
    title: 'training.route.problem',
    component: CtTrainingShell,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/computationalThinkingContest',
    title: 'choice.route.contestList',
    component: CtContestListPage,
    layout: 'main',
    access: 'public',
  },
  { path: '/group', title: 'group.route.list', component: GroupListPage, layout: 'main', access: 'public' },
  { path: '/group/:groupID', title: 'group.route.detail', component: GroupShell, layout: 'main', access: 'login' },
  // The group's tabs; a tab's detail and edit pages add their own routes below it.
  ...['announcement', 'problem', 'training', 'contest', 'member', 'rank', 'gradebook', 'setting'].map((tab) => ({
    path: `/group/:groupID/${tab}`,
    title: 'group.route.detail',
    component: GroupShell,
    layout: 'main' as const,
    access: 'login' as const,
  })),
  // A group's trainings (inside its frame) and the training and contest admin pages with the group's calls.
  {
    path: '/group/:groupID/training/create',
    title: 'adminTraining.route.create',
    component: GroupTrainingEdit,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/training/:trainingID/edit',
    title: 'adminTraining.route.edit',
    component: GroupTrainingEdit,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/training/:trainingID/problem-admin',
    title: 'adminTraining.route.problems',
    component: GroupTrainingProblems,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/training/:trainingID',
    title: 'training.route.detail',
    component: GroupTrainingDetail,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/training/:trainingID/problems',
    title: 'training.route.detail',
    component: GroupTrainingDetail,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/training/:trainingID/rank',
    title: 'training.route.detail',
    component: GroupTrainingDetail,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/training/:trainingID/progress',
    title: 'training.route.detail',
    component: GroupTrainingDetail,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/training/:trainingID/problem/:problemID',
    title: 'training.route.problem',
    component: GroupTrainingDetail,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/group/:groupID/training/:trainingID/problem/:problemID/full-screen',
    title: 'training.route.problem',
    component: GroupTrainingDetail,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/group/:groupID/contest/create',
    title: 'adminContest.route.create',
    component: GroupContestEdit,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/contest/:contestID/edit',
    title: 'adminContest.route.edit',
    component: GroupContestEdit,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/contest/:contestID/problems',
    title: 'adminContest.route.problems',
    component: GroupContestProblems,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/contest/:contestID/announcement',
    title: 'adminContest.route.announcements',
    component: GroupContestAnnouncements,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/contest/:contestID/proctor',
    title: 'adminContest.route.proctor',
    component: GroupContestProctor,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/contest/:contestID/problem/create',
    title: 'adminContest.route.problemCreate',
    component: GroupContestProblemCreate,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/status',
    title: 'group.route.detail',
    component: GroupStatus,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/submission-detail/:submitID',
    title: 'submission.route.detail',
    component: GroupSubmissionDetail,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/problem/:problemID',
    title: 'problem.route.page',
    component: GroupProblemPage,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/group/:groupID/problem/:problemID/full-screen',
    title: 'problem.route.page',
    component: GroupProblemPage,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/group/:groupID/problem-create',
    title: 'groupProblem.edit.create',
    component: GroupProblemEdit,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/problem-edit/:problemId',
    title: 'groupProblem.edit.edit',
    component: GroupProblemEdit,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/discussion',
    title: 'group.route.detail',
    component: GroupDiscussions,
    layout: 'main',
    access: 'login',
    gate: 'openGroupDiscussion',
  },
  {
    path: '/group/:groupID/discussion/:problemID',
    title: 'group.route.detail',
    component: GroupDiscussions,
    layout: 'main',
    access: 'login',
    gate: 'openGroupDiscussion',
  },
  {
    path: '/group/:groupID/discussion-detail/:id',
    title: 'group.route.detail',
    component: GroupDiscussionDetail,
    layout: 'main',
    access: 'login',
    gate: 'openGroupDiscussion',
  },
  {
    path: '/group/:groupID/discussion-admin',
    title: 'group.route.detail',
    component: GroupDiscussionAdminPage,
    layout: 'main',
    access: 'login',
    gate: 'openGroupDiscussion',
  },
  { path: '/contest', title: 'contest.route.list', component: ContestListPage, layout: 'main', access: 'public' },
  {
    path: '/contest/acm-scoreboard/:contestID',
    title: 'contest.route.board',
    component: OutsideBoardPage,
    layout: 'main',
    access: 'public',
  },
  {
    path: '/contest/oi-scoreboard/:contestID',
    title: 'contest.route.board',
    component: OutsideBoardPage,
    layout: 'main',
    access: 'public',
  },
  {
    path: '/contest/:contestID',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/problems',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/problem/:problemID',
    title: 'contest.route.problem',
    component: ContestShell,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/contest/:contestID/rank',
    title: 'contest.route.rank',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/submissions',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/announcements',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/comment',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
    gate: 'openContestComment',
  },
  {
    path: '/contest/:contestID/print',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/problem/:problemID/submission-detail/:submitID',
    title: 'submission.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/admin-print',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/ac-info',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/rejudge',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/scroll-board',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/contest/:contestID/proctor',
    title: 'contest.route.detail',
    component: ContestShell,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/discussion',
    title: 'discussion.route.list',
    component: DiscussionListPage,
    layout: 'main',
    access: 'public',
    gate: 'openPublicDiscussion',
  },
  {
    path: '/discussion/:problemID',
    title: 'discussion.route.problem',
    component: DiscussionListPage,
    layout: 'main',
    access: 'public',
    gate: 'openPublicDiscussion',
  },
  {
    path: '/discussion-detail/:id',
    title: 'discussion.route.detail',
    component: DiscussionDetailPage,
    layout: 'main',
    access: 'public',
    gate: 'openPublicDiscussion',
  },
  { path: '/acm-rank', title: 'rank.route.acm', component: AcmRankPage, layout: 'main', access: 'public' },
  { path: '/oi-rank', title: 'rank.route.oi', component: OiRankPage, layout: 'main', access: 'public' },
  { path: '/message/discuss', title: 'message.route', component: MessagePage, layout: 'main', access: 'login' },
  { path: '/message/reply', title: 'message.route', component: MessagePage, layout: 'main', access: 'login' },
  { path: '/message/like', title: 'message.route', component: MessagePage, layout: 'main', access: 'login' },
  { path: '/message/sys', title: 'message.route', component: MessagePage, layout: 'main', access: 'login' },
  { path: '/message/mine', title: 'message.route', component: MessagePage, layout: 'main', access: 'login' },
  { path: '/status', title: 'submission.route.list', component: StatusListPage, layout: 'main', access: 'public' },
  {
    path: '/submission-detail/:submitID',
    title: 'submission.route.detail',
    component: SubmissionDetailPage,
    layout: 'main',
    access: 'public',
  },
  { path: '/video-list', title: 'video.route.list', component: VideoListPage, layout: 'main', access: 'public' },
  { path: '/help', title: 'help.route', component: HelpPage, layout: 'main', access: 'public' },
  { path: '/introduction', title: 'help.route', component: HelpPage, layout: 'main', access: 'public' },
  { path: '/admin/login', title: 'route.adminLogin', component: AdminLoginPage, layout: 'bare', access: 'public' },
  { path: '/admin', title: 'route.adminDashboard', component: AdminDashboardPage, layout: 'admin', access: 'admin' },
  { path: '/admin/conf', title: 'route.adminConf', component: WebsiteConfigPage, layout: 'admin', access: 'root' },
  { path: '/admin/switch', title: 'route.adminSwitch', component: SwitchConfigPage, layout: 'admin', access: 'root' },
  {
    path: '/admin/announcement',
    title: 'announcement.route.announcement',
    component: AnnouncementAdminPage,
    layout: 'admin',
    access: 'root',
  },
  {
    path: '/admin/notice',
    title: 'announcement.route.notice',
    component: NoticeAdminPage,
    layout: 'admin',
    access: 'root',
  },
  {
    path: '/admin/carousel',
    title: 'announcement.route.carousel',
    component: CarouselAdminPage,
    layout: 'admin',
    access: 'root',
  },
  {
    path: '/admin/problems',
    title: 'adminProblem.route.list',
    component: ProblemListPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/problem/create',
    title: 'adminProblem.route.create',
    component: ProblemEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/problem/edit/:problemId',
    title: 'adminProblem.route.edit',
    component: ProblemEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/problem/computational-thinking-list',
    title: 'choice.route.adminList',
    component: ChoiceListPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/problem/create-computational-thinking',
    title: 'choice.route.adminCreate',
    component: ChoiceEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/problem/edit-computational-thinking/:pid',
    title: 'choice.route.adminEdit',
    component: ChoiceEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/computational-thinking-contest',
    title: 'choice.route.adminContests',
    component: AdminCtContestListPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/computational-thinking-contest/create',
    title: 'adminContest.route.create',
    component: AdminCtContestEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/computational-thinking-contest/:contestId/edit',
    title: 'adminContest.route.edit',
    component: AdminCtContestEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/computational-thinking-contest/:contestId/problems',
    title: 'adminContest.route.problems',
    component: AdminCtContestProblemsPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/computational-thinking-contest/:contestId/announcement',
    title: 'adminContest.route.announcements',
    component: AdminCtContestAnnouncementsPage,
    layout: 'admin',
    access: 'admin',
  },
  { path: '/admin/problem/tag', title: 'adminTag.title', component: TagPage, layout: 'admin', access: 'admin' },
  {
    path: '/admin/group-problem/apply',
    title: 'groupProblem.review.heading',
    component: GroupProblemReviewPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/problem/batch-operation',
    title: 'adminProblem.route.batch',
    component: BatchOperationPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/checker-include',
    title: 'checkerIncludes.title',
    component: CheckerIncludesPage,
    layout: 'admin',
    access: 'admin',
  },
  { path: '/admin/role-auth', title: 'permission.title', component: RoleAuthPage, layout: 'admin', access: 'root' },
  { path: '/admin/user', title: 'adminUser.route', component: UserAdminPage, layout: 'admin', access: 'admin' },
  {
    path: '/admin/user/import',
    title: 'userImport.route.import',
    component: ImportUsersPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/user/generate',
    title: 'userImport.route.generate',
    component: GenerateUsersPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/user/slips/:key',
    title: 'userImport.route.slips',
    component: LoginSlipsPage,
    layout: 'bare',
    access: 'admin',
  },
  {
    path: '/admin/contest',
    title: 'adminContest.route.list',
    component: AdminContestListPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/contest/create',
    title: 'adminContest.route.create',
    component: AdminContestEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/contest/:contestId/edit',
    title: 'adminContest.route.edit',
    component: AdminContestEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/contest/:contestId/problems',
    title: 'adminContest.route.problems',
    component: AdminContestProblemsPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/contest/:contestId/announcement',
    title: 'adminContest.route.announcements',
    component: AdminContestAnnouncementsPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/contest/:contestId/proctor',
    title: 'adminContest.route.proctor',
    component: AdminContestProctorPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/contest/:contestId/problem/create',
    title: 'adminContest.route.problemCreate',
    component: ProblemEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/contest/:contestId/problem/:problemId/edit',
    title: 'adminContest.route.problemEdit',
    component: ProblemEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/training',
    title: 'adminTraining.route.list',
    component: AdminTrainingListPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/training/create',
    title: 'adminTraining.route.create',
    component: AdminTrainingEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/training/category',
    title: 'adminTraining.route.category',
    component: AdminTrainingCategoryPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/training/:trainingId/edit',
    title: 'adminTraining.route.edit',
    component: AdminTrainingEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/training/:trainingId/problems',
    title: 'adminTraining.route.problems',
    component: AdminTrainingProblemsPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/discussion',
    title: 'adminDiscussion.route',
    component: DiscussionAdminPage,
    layout: 'admin',
    access: 'admin',
  },
  { path: '/admin/video', title: 'video.route.admin', component: VideoAdminPage, layout: 'admin', access: 'admin' },
  { path: '/admin/disk', title: 'diskUsage.title', component: DiskUsagePage, layout: 'admin', access: 'admin' },
  { path: '/scrollBoard', title: 'scrollBoard.route', component: ScrollBoardPage, layout: 'bare', access: 'login' },
];

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'route.notFound',
  component: NotFoundPage,
  layout: 'main',
  access: 'public',
};

/** A route path ("/admin/problem/edit/:problemId") as a regular expression of whole paths. */
export function patternOf(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Paths that only redirect. Unknown back-office paths go to the admin login. */
export function redirectFor(path: string): string | null {
  if (path === '/' || path === '') return '/home';
  if (path === '/message' || path === '/message/') return '/message/discuss';
  if (path.startsWith('/admin/') && !ROUTES.some((r) => patternOf(r.path).test(path))) return '/admin/login';
  return null;
}

import { type AppRoute, page } from './route-page.ts';

const AdminLoginPage = page(() => import('../features/auth/admin-login-page.tsx'), 'AdminLoginPage');
const AdminDashboardPage = page(() => import('../features/admin-config/dashboard-page.tsx'), 'AdminDashboardPage');
const WebsiteConfigPage = page(() => import('../features/admin-config/website-config-page.tsx'), 'WebsiteConfigPage');
const SwitchConfigPage = page(() => import('../features/admin-config/switch-config-page.tsx'), 'SwitchConfigPage');
const RemoteJudgePage = page(() => import('../features/admin-config/remote-judge-page.tsx'), 'RemoteJudgePage');
const JudgeNodesPage = page(() => import('../features/admin-judge-nodes/judge-nodes-page.tsx'), 'JudgeNodesPage');
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
const AdminContestSimilarityPage = page(
  () => import('../features/admin-contest/contest-similarity-page.tsx'),
  'ContestSimilarityPage',
);
const AdminTrainingSimilarityPage = page(
  () => import('../features/admin-training/training-similarity-page.tsx'),
  'TrainingSimilarityPage',
);
const AdminProblemSimilarityPage = page(
  () => import('../features/admin-problem/problem-similarity-page.tsx'),
  'ProblemSimilarityPage',
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
const GroupProblemReviewPage = page(
  () => import('../features/admin-group-problem/review-page.tsx'),
  'GroupProblemReviewPage',
);
const DiscussionAdminPage = page(
  () => import('../features/admin-discussion/discussion-admin-page.tsx'),
  'DiscussionAdminPage',
);
const ChoiceListPage = page(() => import('../features/admin-choice/choice-list-page.tsx'), 'ChoiceListPage');
const ChoiceEditPage = page(() => import('../features/admin-choice/choice-edit-page.tsx'), 'ChoiceEditPage');
const AdminCtContestListPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestListPage');
const AdminCtContestEditPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestEditPage');
const AdminCtContestProblemsPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestProblemsPage');
const AdminCtContestAnnouncementsPage = page(() => import('./ct-mounts.tsx'), 'AdminCtContestAnnouncementsPage');
const VideoAdminPage = page(() => import('../features/admin-video/video-admin-page.tsx'), 'VideoAdminPage');
const DiskUsagePage = page(() => import('../features/admin-disk/disk-usage-page.tsx'), 'DiskUsagePage');

/** The back office's pages (admin layout), in the order they are matched. */
export const ADMIN_ROUTES: AppRoute[] = [
  { path: '/admin/login', title: 'route.adminLogin', component: AdminLoginPage, layout: 'bare', access: 'public' },
  { path: '/admin', title: 'route.adminDashboard', component: AdminDashboardPage, layout: 'admin', access: 'admin' },
  {
    path: '/admin/dashboard',
    title: 'route.adminDashboard',
    component: AdminDashboardPage,
    layout: 'admin',
    access: 'admin',
  },
  { path: '/admin/conf', title: 'route.adminConf', component: WebsiteConfigPage, layout: 'admin', access: 'root' },
  { path: '/admin/switch', title: 'route.adminSwitch', component: SwitchConfigPage, layout: 'admin', access: 'root' },
  {
    path: '/admin/remote-judge',
    title: 'remote.accounts.title',
    component: RemoteJudgePage,
    layout: 'admin',
    access: 'root',
  },
  {
    path: '/admin/judge-nodes',
    title: 'judgeNodes.title',
    component: JudgeNodesPage,
    layout: 'admin',
    access: 'root',
  },
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
    path: '/admin/computational-thinking-contest/:contestId/problem/create',
    title: 'adminContest.route.problemCreate',
    component: ChoiceEditPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/computational-thinking-contest/:contestId/problem/:problemId/edit',
    title: 'adminContest.route.problemEdit',
    component: ChoiceEditPage,
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
    path: '/admin/contest/:contestId/similarity',
    title: 'similarity.title',
    component: AdminContestSimilarityPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/training/:trainingId/similarity',
    title: 'similarity.title',
    component: AdminTrainingSimilarityPage,
    layout: 'admin',
    access: 'admin',
  },
  {
    path: '/admin/problem/:problemId/similarity',
    title: 'similarity.title',
    component: AdminProblemSimilarityPage,
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
];

import { GROUP_ROUTES } from './group-routes.ts';
import { type AppRoute, page } from './route-page.ts';

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
const TrainingListPage = page(() => import('../features/training/training-list-page.tsx'), 'TrainingListPage');
const TrainingShell = page(() => import('../features/training/training-shell.tsx'), 'TrainingShell');
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
const MessagePage = page(() => import('../features/message/message-page.tsx'), 'MessagePage');
const ChoiceBankPage = page(() => import('../components/problem-workspace/choice-bank-page.tsx'), 'ChoiceBankPage');
const CtContestListPage = page(() => import('../features/contest/ct-contest-list-page.tsx'), 'CtContestListPage');
const CtTrainingListPage = page(() => import('../features/training/ct-training-pages.tsx'), 'CtTrainingListPage');
const CtTrainingShell = page(() => import('../features/training/ct-training-pages.tsx'), 'CtTrainingShell');
const VideoListPage = page(() => import('../features/video/video-list-page.tsx'), 'VideoListPage');
const DeveloperPage = page(() => import('../features/developer/developer-page.tsx'), 'DeveloperPage');

/** A CT contest's pages under /computationalThinkingContest/{cid}: the contest shell, as under /contest/{cid}. */
const CT_CONTEST_PAGES: [tab: string, title: string, hideFooter?: boolean][] = [
  ['', 'contest.route.detail'],
  ['/problems', 'contest.route.detail'],
  ['/problem/:problemID', 'contest.route.problem', true],
  ['/problem/:problemID/full-screen', 'contest.route.problem', true],
  ['/problem/:problemID/submission-detail/:submitID', 'submission.route.detail'],
  ['/rank', 'contest.route.rank'],
  ['/announcements', 'contest.route.detail'],
  ['/print', 'contest.route.detail'],
  ['/ac-info', 'contest.route.detail'],
  ['/admin-print', 'contest.route.detail'],
  ['/rejudge', 'contest.route.detail'],
  ['/scroll-board', 'contest.route.detail'],
  ['/proctor', 'contest.route.detail'],
  ['/similarity', 'contest.route.detail'],
];

/** The site's pages (main layout), in the order they are matched. */
export const SITE_ROUTES: AppRoute[] = [
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
  ...CT_CONTEST_PAGES.map(([tab, title, hideFooter]) => ({
    path: `/computationalThinkingContest/:contestID${tab}`,
    title,
    component: ContestShell,
    layout: 'main' as const,
    access: 'login' as const,
    hideFooter,
  })),
  ...GROUP_ROUTES,
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
    path: '/contest/:contestID/problem/:problemID/full-screen',
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
    path: '/contest/:contestID/similarity',
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
  { path: '/developer', title: 'developer.route', component: DeveloperPage, layout: 'main', access: 'public' },
  { path: '/video-list', title: 'video.route.list', component: VideoListPage, layout: 'main', access: 'public' },
  { path: '/help', title: 'help.route', component: HelpPage, layout: 'main', access: 'public' },
  { path: '/introduction', title: 'help.route', component: HelpPage, layout: 'main', access: 'public' },
];

import { type AppRoute, page } from './route-page.ts';

const GroupListPage = page(() => import('../features/group/group-list-page.tsx'), 'GroupListPage');
const GroupShell = page(() => import('../features/group/group-shell.tsx'), 'GroupShell');
const GroupDiscussions = page(() => import('./group-mounts/discussions.tsx'), 'GroupDiscussions');
const GroupDiscussionDetail = page(() => import('./group-mounts/discussions.tsx'), 'GroupDiscussionDetail');
const GroupDiscussionAdminPage = page(() => import('./group-mounts/discussions.tsx'), 'GroupDiscussionAdminPage');
const GroupProblemPage = page(() => import('./group-mounts/problems.tsx'), 'GroupProblemPage');
const GroupProblemEdit = page(() => import('./group-mounts/problems.tsx'), 'GroupProblemEdit');
const GroupChoicePage = page(() => import('./group-mounts/problems.tsx'), 'GroupChoicePage');
const GroupChoiceEdit = page(() => import('./group-mounts/problems.tsx'), 'GroupChoiceEdit');
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

/** A group's pages: its list, its frame and tabs, and the pages mounted inside it with the group's calls. */
export const GROUP_ROUTES: AppRoute[] = [
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
  // A group's choice (computational-thinking) problems: their page and their form.
  {
    path: '/group/:groupID/computational-thinking/problem/:problemID',
    title: 'choice.route.problem',
    component: GroupChoicePage,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/group/:groupID/computational-thinking/problem/:problemID/full-screen',
    title: 'choice.route.problem',
    component: GroupChoicePage,
    layout: 'main',
    access: 'login',
    hideFooter: true,
  },
  {
    path: '/group/:groupID/choice-problem-create',
    title: 'choice.route.adminCreate',
    component: GroupChoiceEdit,
    layout: 'main',
    access: 'login',
  },
  {
    path: '/group/:groupID/choice-problem-edit/:problemId',
    title: 'choice.route.adminEdit',
    component: GroupChoiceEdit,
    layout: 'main',
    access: 'login',
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
];

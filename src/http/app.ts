import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { Errors } from '../domain/errors.ts';
import type { AppEnv, Deps } from './env.ts';
import { onError } from './errors.ts';
import { log } from '../log.ts';
import { authenticate } from './middleware/auth.ts';
import { adminUserRoutes } from './routes/admin-user.ts';
import { adminRoleAuthRoutes } from './routes/admin-role-auth.ts';
import { adminUserImportRoutes } from './routes/admin-user-import.ts';
import { authRoutes } from './routes/auth.ts';
import { avatarRoutes } from './routes/files-avatar.ts';
import { siteRoutes } from './routes/site.ts';
import { adminDashboardRoutes } from './routes/admin-dashboard.ts';
import { adminConfigRoutes } from './routes/admin-config.ts';
import { userRoutes } from './routes/user.ts';
import { phoneRoutes } from './routes/phone.ts';
import { problemRoutes } from './routes/problem.ts';
import { adminProblemRoutes } from './routes/admin-problem.ts';
import { tagRoutes } from './routes/tag.ts';
import { testcaseRoutes } from './routes/testcase.ts';
import { packageRoutes } from './routes/package.ts';
import { checkerIncludeRoutes } from './routes/checker-includes.ts';
import { submissionRoutes } from './routes/submission.ts';
import { testJudgeRoutes } from './routes/test-judge.ts';
import { judgeAdminRoutes } from './routes/judge-admin.ts';
import { adminJudgeNodeRoutes } from './routes/admin-judge-nodes.ts';
import { eventRoutes } from './routes/events.ts';
import { languageRoutes } from './routes/languages.ts';
import { homeRoutes } from './routes/home.ts';
import { contestRoutes } from './routes/contest.ts';
import { adminContestRoutes } from './routes/admin-contest.ts';
import { trainingRoutes } from './routes/training.ts';
import { discussionRoutes } from './routes/discussion.ts';
import { commentRoutes } from './routes/comment.ts';
import { adminDiscussionRoutes } from './routes/admin-discussion.ts';
import { messageRoutes } from './routes/message.ts';
import { adminChoiceRoutes } from './routes/admin-choice.ts';
import { choiceRoutes } from './routes/choice.ts';
import { groupRoutes } from './routes/group.ts';
import { groupMemberRoutes } from './routes/group-member.ts';
import { groupAnnouncementRoutes } from './routes/group-announcement.ts';
import { groupProblemRoutes } from './routes/group-problem.ts';
import { groupChoiceRoutes } from './routes/group-choice.ts';
import { adminGroupProblemRoutes } from './routes/admin-group-problem.ts';
import { groupTrainingRoutes } from './routes/group-training.ts';
import { groupContestRoutes } from './routes/group-contest.ts';
import { groupDiscussionRoutes } from './routes/group-discussion.ts';
import { groupRankRoutes } from './routes/group-rank.ts';
import { groupGradebookRoutes } from './routes/group-gradebook.ts';
import { groupRosterRoutes } from './routes/group-roster.ts';
import { adminTrainingRoutes } from './routes/admin-training.ts';
import { contestOpsRoutes } from './routes/contest-ops.ts';
import { contestExamRoutes } from './routes/contest-exam.ts';
import { similarityRoutes } from './routes/similarity.ts';
import { contestSealRoutes } from './routes/contest-seal.ts';
import { contestFileRoutes } from './routes/contest-files.ts';
import { rankRoutes } from './routes/rank.ts';
import { examGuard } from './middleware/exam-guard.ts';
import { announcementRoutes } from './routes/announcement.ts';
import { noticeRoutes } from './routes/notice.ts';
import { uploadFileRoutes } from './routes/upload-file.ts';
import { videoRoutes } from './routes/video.ts';
import { adminVideoRoutes } from './routes/admin-video.ts';
import { adminDiskRoutes } from './routes/admin-disk.ts';
import { remoteRoutes } from './routes/remote.ts';
import { judgeNodeRoutes } from './routes/judge-node.ts';

/** JSON bodies are small; file uploads set their own, larger limits on their routes. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the Hono app for the given services. Tests call `createApp(deps).request(...)`. */
export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const start = performance.now();
    c.set('deps', deps);
    c.set('lang', c.req.header('Accept-Language')?.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN');
    c.set('user', null);
    await next();
    if (c.req.path.startsWith('/api/')) {
      log.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - start),
      });
    }
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw Errors.PayloadTooLarge('1 MB');
    },
  });
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path.startsWith('/api/file/')) return next();
    return jsonBodyLimit(c, next);
  });
  app.use('/api/*', authenticate);
  app.use('/api/*', examGuard);

  const api = new Hono<AppEnv>()
    .route('/', authRoutes)
    .route('/', userRoutes)
    .route('/', phoneRoutes)
    .route('/', siteRoutes)
    .route('/', adminDashboardRoutes)
    .route('/', adminConfigRoutes)
    .route('/', adminUserRoutes)
    .route('/', adminRoleAuthRoutes)
    .route('/', adminUserImportRoutes)
    .route('/', avatarRoutes)
    .route('/', problemRoutes)
    .route('/', adminProblemRoutes)
    .route('/', adminChoiceRoutes)
    .route('/', tagRoutes)
    .route('/', testcaseRoutes)
    .route('/', packageRoutes)
    .route('/', checkerIncludeRoutes)
    .route('/', submissionRoutes)
    .route('/', remoteRoutes)
    .route('/', choiceRoutes)
    .route('/', testJudgeRoutes)
    .route('/', judgeAdminRoutes)
    .route('/', adminJudgeNodeRoutes)
    .route('/', judgeNodeRoutes)
    .route('/', eventRoutes)
    .route('/', languageRoutes)
    .route('/', homeRoutes)
    .route('/', rankRoutes)
    .route('/', contestRoutes)
    .route('/', adminContestRoutes)
    .route('/', contestOpsRoutes)
    .route('/', contestExamRoutes)
    .route('/', similarityRoutes)
    .route('/', contestSealRoutes)
    .route('/', contestFileRoutes)
    .route('/', trainingRoutes)
    .route('/', adminTrainingRoutes)
    .route('/', discussionRoutes)
    .route('/', commentRoutes)
    .route('/', adminDiscussionRoutes)
    .route('/', messageRoutes)
    .route('/', groupRoutes)
    .route('/', groupMemberRoutes)
    .route('/', groupAnnouncementRoutes)
    .route('/', groupProblemRoutes)
    .route('/', groupChoiceRoutes)
    .route('/', adminGroupProblemRoutes)
    .route('/', groupTrainingRoutes)
    .route('/', groupContestRoutes)
    .route('/', groupDiscussionRoutes)
    .route('/', groupRankRoutes)
    .route('/', groupGradebookRoutes)
    .route('/', groupRosterRoutes)
    .route('/', announcementRoutes)
    .route('/', noticeRoutes)
    .route('/', uploadFileRoutes)
    .route('/', videoRoutes)
    .route('/', adminVideoRoutes)
    .route('/', adminDiskRoutes);

  app.route('/api', api);
  app.all('/api/*', () => {
    throw Errors.RouteNotFound();
  });
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;

/** The developer page (/developer). */
export const developerEnUS = {
  developer: {
    route: 'Developer',
    title: 'Developer',
    about: 'About',
    aboutText:
      'Verdict is a self-hosted online judge for school computer labs: one server on the school network runs the site, the judge and its sandbox, with nothing loaded from the internet.',
    stack: 'Built with',
    api: 'For developers',
    apiText: 'Every page talks to the server through the same HTTP calls under /api, which scripts may use too:',
    apiEnvelope: 'Each answer is JSON {status, msg, data}; a list answers {records, total, size, current, pages}.',
    apiToken: 'Sign in with POST /api/login; send the token it returns in the Authorization header.',
    apiEvents: 'Live updates (verdicts, messages, boards) arrive on the event stream /api/events.',
    judge: 'The judge',
    judgeText:
      'Each compile and each test runs in a sandbox (bubblewrap, cgroups, rlimits and seccomp); the languages this server runs and their commands are on the help page.',
    help: 'Open the help page',
  },
};

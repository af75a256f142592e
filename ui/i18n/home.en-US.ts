/** English text of the home page. */
export const homeEnUS = {
  greeting: 'Hello, {{name}}',
  greetingHint: 'Your profile and settings are one click away.',
  statistics: {
    title: 'Submissions in the last week',
    total: 'Submissions',
    accepted: 'Accepted',
    refresh: 'Recount now',
    empty: 'No submissions in the last seven days',
    chartLabel: 'Chart of submissions and accepted submissions per day over the last seven days',
  },
  recentProblems: {
    title: 'Latest updated problems',
    id: 'Problem ID',
    problemTitle: 'Title',
    updated: 'Last update',
    empty: 'No public problems yet',
  },
  acRank: {
    title: 'Recent 7-day AC ranking',
    rank: 'Rank',
    solved: 'AC',
    solvedHint: 'Distinct problems accepted in practice during the last seven days',
    empty: 'Nobody has solved a problem in the last seven days',
  },
  recentContests: {
    title: 'Recent contests',
    empty: 'No contest is running or coming up',
    locked: 'Needs a password',
    hours: '{{n}} h',
    minutes: '{{n}} min',
    status: { '-1': 'Scheduled', '0': 'Running', '1': 'Ended' },
  },
  loadFailed: 'Could not load this section',
};

/** English text of remote judging: the home page's contests of other judges, the accounts page and the import dialog. */
export const remoteEnUS = {
  otherContests: {
    title: 'Contests on other judges',
    empty:
      'No upcoming contest is listed: remote judging is off, or this server cannot reach the other judges right now',
    open: 'Open on {{site}}',
    starts: 'Starts {{time}}',
  },
  accounts: {
    title: 'Remote judge accounts',
    hint: 'Submissions to remote problems are sent with these accounts. A source is on while it has an enabled account. Passwords are stored sealed and never shown again: leave the field empty to keep the stored one.',
    sharedWith: 'also judges {{sources}}',
    username: 'Account',
    password: 'Password',
    passwordKept: 'Stored (leave empty to keep)',
    passwordNew: 'Password of the account',
    enabled: 'Enabled',
    busy: 'Sending a submission',
    on: 'On',
    off: 'Off',
    add: 'Add account',
    remove: 'Remove',
    save: 'Save accounts',
    saved: 'Accounts saved',
    none: 'No account for this source yet',
  },
  import: {
    open: 'Import remote problem',
    title: 'Import a remote problem',
    hint: 'The statement, samples and limits are fetched from the site; the problem is judged there.',
    source: 'Source',
    problemId: 'Problem id on the site',
    problemIdPlaceholder: 'e.g. 1A',
    submit: 'Import',
    done: 'Imported as {{problemId}}',
    view: 'Open the problem',
  },
};

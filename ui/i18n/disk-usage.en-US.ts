/** English text of the back office's disk usage page. */
export const diskUsageEnUS = {
  title: 'Disk Usage',
  nav: 'Disk Usage',
  hint: 'Files, pictures, avatars and group test data count against the quota of the user who stored them and of their group. Site admins have no user quota. Uploads stop short of the free space kept in reserve. The quotas and the reserve are set in the website settings.',
  disk: 'Data disk',
  free: '{{free}} free of {{total}}; {{reserve}} kept in reserve',
  users: 'Users',
  groups: 'Groups',
  user: 'User',
  group: 'Group',
  used: 'Used',
  quota: 'Quota',
  share: 'Of the quota',
  exempt: 'no quota (site admin)',
  empty: 'Nobody has stored any files yet.',
  capped: 'The {{count}} largest are listed.',
};

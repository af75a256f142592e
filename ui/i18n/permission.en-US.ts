/** English text of the role permissions page (auth and role auth). */
export const permissionEnUS = {
  title: 'Role Permissions',
  nav: 'Role Permissions',
  matrix: 'Permissions of each role',
  hint: 'Tick what each role may do, then save that role. The server checks every request against this table. The super admin always holds every permission; the admin role keeps "Enter the back office", and a role with back-office permissions needs it too.',
  permission: 'Permission',
  saveRow: 'Save a role',
  save: 'Save',
  saved: 'The permissions of {{role}} are saved',
  fixed: 'Fixed',
  role: {
    1000: 'Super admin',
    1001: 'Admin',
    1002: 'User',
    1003: 'No submit',
    1004: 'No posts',
    1005: 'Muted',
    1006: 'No submit, no posts',
    1007: 'No submit, muted',
    1008: 'Problem admin',
    1009: 'Teacher',
  },
};

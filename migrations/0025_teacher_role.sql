-- The teacher role (1009, beyond the spec's codes) and two permissions of its own: importing and
-- generating ordinary accounts (user_import) and rejudging inside the contests and groups one runs
-- (rejudge_own). The super admin holds every permission; the role auth page may change the rest.
INSERT OR IGNORE INTO `role_permissions` (`role`, `permission`) VALUES
  (1000, 'user_import'),
  (1000, 'rejudge_own'),
  (1009, 'submit'),
  (1009, 'discussion_add'),
  (1009, 'comment_add'),
  (1009, 'admin_login'),
  (1009, 'problem_admin'),
  (1009, 'contest_admin'),
  (1009, 'training_admin'),
  (1009, 'contest_exam'),
  (1009, 'user_import'),
  (1009, 'rejudge_own');

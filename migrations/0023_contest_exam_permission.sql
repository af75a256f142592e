-- Exam mode locks its participants out of the rest of the site, so switching it on is a permission
-- of its own (contest_exam): the super admin and admins hold it by default; the role auth page may
-- give it to other roles.
INSERT OR IGNORE INTO `role_permissions` (`role`, `permission`) VALUES
  (1000, 'contest_exam'),
  (1001, 'contest_exam');

-- The users page belongs to the super admin (spec doc 3 §6): admins no longer hold the users
-- permission by default. A super admin may give it back on the role auth page.
DELETE FROM `role_permissions` WHERE `role` = 1001 AND `permission` = 'user_admin';

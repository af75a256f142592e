-- A fresh site can be posted to at once: the super admin renames or replaces these in the category panel.
INSERT INTO `discussion_categories` (`name`, `gid`) VALUES ('General', NULL), ('Solutions', NULL), ('Questions', NULL);

import { z } from 'zod';
import { adminResetPasswordSchema } from '../accounts.ts';
import {
  addUserSchema,
  adminUserPageSchema,
  bulkResultSchema,
  bulkUsersSchema,
  deleteUsersSchema,
  editUserSchema,
  sessionIdQuerySchema,
  userListQuerySchema,
  userSessionSchema,
  userSessionsQuerySchema,
} from '../admin-users.ts';
import {
  generateAnswerSchema,
  generatedAccountsSchema,
  generatedKeyQuerySchema,
  generateUserSchema,
  importResultSchema,
  insertBatchUserSchema,
  slipsForSchema,
} from '../user-import.ts';
import { endpoint } from './define.ts';

const UPDATED = 'Update Successfully';
const DELETED = 'Delete successfully';

/**
 * The back office's users (API-NEXT "Admin users"): `user_admin` holders; the role rules of
 * src/domain/users/admin-user-rules.ts limit what an admin may do to whom. The CSV export is a file
 * and not an entry.
 */
export const adminUserEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/user/get-user-list',
    query: userListQuerySchema,
    answer: adminUserPageSchema,
    caller: 'user_admin',
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/user/add-user',
    body: addUserSchema,
    answer: z.null(),
    caller: 'user_admin',
    message: 'Add successfully',
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/api/admin/user/edit-user',
    body: editUserSchema,
    answer: z.null(),
    caller: 'user_admin',
    message: UPDATED,
  }),
  bulk: endpoint({
    method: 'PUT',
    path: '/api/admin/user/bulk',
    body: bulkUsersSchema,
    answer: bulkResultSchema,
    caller: 'user_admin',
    message: UPDATED,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/user/delete-user',
    body: deleteUsersSchema,
    answer: bulkResultSchema,
    caller: 'user_admin',
    message: DELETED,
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/api/admin/user/reset-password',
    body: adminResetPasswordSchema,
    answer: z.null(),
    caller: 'user_admin',
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/admin/user/sessions',
    query: userSessionsQuerySchema,
    answer: z.array(userSessionSchema),
    caller: 'user_admin',
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/api/admin/user/session',
    query: sessionIdQuerySchema,
    answer: z.null(),
    caller: 'user_admin',
    message: DELETED,
  }),
};

/**
 * Importing and generating accounts: `user_admin` or `user_import` holders (the handler asks which);
 * the preview reads a multipart upload and the generated CSV is a file, so neither is an entry.
 */
export const userImportEndpoints = {
  insert: endpoint({
    method: 'POST',
    path: '/api/admin/user/insert-batch-user',
    body: insertBatchUserSchema,
    answer: importResultSchema,
    caller: 'signed-in',
    message: 'Import successfully',
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/admin/user/generate-user',
    body: generateUserSchema,
    answer: generateAnswerSchema,
    caller: 'signed-in',
    message: 'Generate successfully',
  }),
  /** New passwords for the chosen accounts and the key of their slips (who may: src/domain/access/slip-targets.ts). */
  slips: endpoint({
    method: 'POST',
    path: '/api/admin/user/slips',
    body: slipsForSchema,
    answer: generateAnswerSchema,
    caller: 'signed-in',
    message: 'Passwords set',
  }),
  generated: endpoint({
    method: 'GET',
    path: '/api/admin/user/generated-user',
    query: generatedKeyQuerySchema,
    answer: generatedAccountsSchema,
    caller: 'signed-in',
  }),
};

import { z } from 'zod';
import {
  calendarHeatmapSchema,
  changeEmailSchema,
  changePasswordSchema,
  changeUserInfoSchema,
  emailQuerySchema,
  userAuthInfoSchema,
  userHomeInfoSchema,
  userInfoSchema,
  userLookupSchema,
} from '../accounts.ts';
import { endpoint } from './define.ts';

/** The signed-in user's own account and settings, and any user's public home page (API-NEXT "Users"). */
export const userEndpoints = {
  info: endpoint({ method: 'GET', path: '/api/get-user-info', answer: userInfoSchema, caller: 'signed-in' }),
  /** The role's names and the permissions it holds as stored. */
  authInfo: endpoint({
    method: 'GET',
    path: '/api/get-user-auth-info',
    answer: userAuthInfoSchema,
    caller: 'signed-in',
  }),
  homeInfo: endpoint({
    method: 'GET',
    path: '/api/get-user-home-info',
    query: userLookupSchema,
    answer: userHomeInfoSchema,
    caller: 'anyone',
  }),
  heatmap: endpoint({
    method: 'GET',
    path: '/api/get-user-calendar-heatmap',
    query: userLookupSchema,
    answer: calendarHeatmapSchema,
    caller: 'anyone',
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/change-password',
    body: changePasswordSchema,
    answer: z.null(),
    caller: 'signed-in',
  }),
  changeEmailCode: endpoint({
    method: 'GET',
    path: '/api/get-change-email-code',
    query: emailQuerySchema,
    answer: z.null(),
    caller: 'signed-in',
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/change-email',
    body: changeEmailSchema,
    answer: userInfoSchema,
    caller: 'signed-in',
  }),
  changeInfo: endpoint({
    method: 'POST',
    path: '/api/change-userInfo',
    body: changeUserInfoSchema,
    answer: userInfoSchema,
    caller: 'signed-in',
  }),
};

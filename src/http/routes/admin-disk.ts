import { Hono } from 'hono';
import { adminSiteEndpoints as E } from '../../contract/endpoints/admin-site.ts';
import { listDiskUsage } from '../../domain/site/disk-usage.ts';
import { mount } from '../endpoint.ts';
import type { AppEnv } from '../env.ts';

/** The back office's disk page: users and groups by the disk they use, with the quotas (site admins). */
export const adminDiskRoutes = new Hono<AppEnv>();
mount(adminDiskRoutes, E.diskUsage, (_, c) => listDiskUsage(c.var.deps.db, c.var.deps.dataDir));

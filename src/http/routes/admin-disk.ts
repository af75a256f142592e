import { Hono } from 'hono';
import { diskUsageSchema } from '../../contract/disk-usage.ts';
import { listDiskUsage } from '../../domain/site/disk-usage.ts';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../middleware/auth.ts';
import { okAs } from '../respond.ts';

/** The back office's disk page: users and groups by the disk they use, with the quotas (site admins). */
export const adminDiskRoutes = new Hono<AppEnv>()
  .get('/admin/disk-usage', requireAdmin, (c) => okAs(c, diskUsageSchema, listDiskUsage(c.var.deps.db, c.var.deps.dataDir)));

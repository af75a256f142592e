import { z } from 'zod';

/**
 * GET /api/admin/disk-usage (site admins): what users and groups keep on the data directory's disk,
 * the largest first, beside the quotas and the disk's free space.
 */
export const DISK_USAGE_LIST_MAX = 200;

export const userDiskUsageRowSchema = z.object({
  uid: z.string(),
  username: z.string(),
  bytes: z.number().int().min(0),
  /** A site admin: no user quota applies. */
  exempt: z.boolean(),
});
export type UserDiskUsageRow = z.infer<typeof userDiskUsageRowSchema>;

export const groupDiskUsageRowSchema = z.object({
  gid: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  bytes: z.number().int().min(0),
});
export type GroupDiskUsageRow = z.infer<typeof groupDiskUsageRowSchema>;

export const diskUsageSchema = z.object({
  userQuotaMb: z.number().int(),
  groupQuotaMb: z.number().int(),
  reserveMb: z.number().int(),
  /** Bytes free on the data directory's disk, and its size. */
  freeBytes: z.number().min(0),
  totalBytes: z.number().min(0),
  users: z.array(userDiskUsageRowSchema),
  groups: z.array(groupDiskUsageRowSchema),
});
export type DiskUsage = z.infer<typeof diskUsageSchema>;

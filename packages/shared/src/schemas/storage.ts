import { z } from 'zod';

/**
 * Storage quotas (issue 38): what an organization may keep in uploaded files (task attachments, leave
 * documents), set by its pricing plan, and how fast one person may upload.
 */

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** The quota of an organization with no plan when no plan exists at all (pricing_plans' default). */
export const FREE_STORAGE_QUOTA_MB = 1024;
/** A plan's quota: at least 1 MB, at most 100 TB (the column holds megabytes as an integer). */
export const STORAGE_QUOTA_MB_MAX = 100 * 1024 * 1024;

/** Bytes as people read them: "0 B", "512 KB", "1.2 GB", "100 GB" (binary units, one decimal at most). */
export function formatStorage(bytes: number): string {
  const [unit, size] =
    bytes >= GB ? ['GB', GB] : bytes >= MB ? ['MB', MB] : bytes >= 1024 ? ['KB', 1024] : ['B', 1];
  const value = Math.round((bytes / size) * 10) / 10;
  return `${value.toLocaleString('en-IN')} ${unit}`;
}

/** The answer of the quota check before a byte is read: the organization is at or over its quota. */
export function storageFullMessage(usedBytes: number, quotaBytes: number): string {
  return `Your organization has used ${formatStorage(usedBytes)} of its ${formatStorage(quotaBytes)} of storage. Delete files or ask your administrator to change the plan.`;
}

/** The answer when this file would take the organization past its quota. */
export function storageWouldOverflowMessage(usedBytes: number, quotaBytes: number): string {
  return `This file would take your organization past its ${formatStorage(quotaBytes)} of storage (${formatStorage(usedBytes)} used). Delete files or ask your administrator to change the plan.`;
}

/** One person's upload rate, past which uploads wait (429 with Retry-After). */
export function uploadRateMessage(limit: string, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}`
      : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `You have reached the upload limit of ${limit}. Try again in ${wait}.`;
}

/** The server's disk is below its free-space floor (507). */
export const DISK_FULL_MESSAGE =
  'The server is running out of disk space, so it cannot take uploads now. Please tell your administrator.';

/** What the organization's administrator sees in its settings: usage against the plan's quota. */
export const OrganizationStorageSchema = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(0),
  /** The plan that sets the quota: the organization's own, else the free plan's; null when there is none. */
  planName: z.string().nullable(),
});
export type OrganizationStorage = z.infer<typeof OrganizationStorageSchema>;

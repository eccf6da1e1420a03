import { defineJobHandler } from '../../lib/jobs';
import { DELIVER_NOTICES_JOB, type NotifyInput } from './notice-queue';
import { notifyUsers } from './notifications.service';

// Delivers the notices a write queued (notice-queue.ts) in the job's transaction: the rows and the live
// events commit with the job's completion, so a notice is delivered once even if two workers try it, and
// the mail goes out after that commit (lib/jobs.ts).
defineJobHandler(
  DELIVER_NOTICES_JOB,
  async (deps, job) => {
    const { notices } = job.payload as { notices: NotifyInput[] };
    for (const notice of notices) await notifyUsers(deps, notice);
  },
  { removeWhenDone: true },
);

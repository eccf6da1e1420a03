/** Services: job search and a job as read, the starter services of a new organization. */

export type { FoundJob, JobSearch, JobSearchContext, JobSearchState } from './job-search.service';
export { jobSearchContext, searchJobs } from './job-search.service';
export { getJob } from './jobs.service';
export { insertStarterServices } from './starter-services';

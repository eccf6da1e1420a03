/** Services: their routes (app.ts), job search and a job as read, the starter services of a new organization. */

export { serviceExtensionRoutes } from './extensions.routes';
export type { FoundJob, JobSearch, JobSearchContext, JobSearchState } from './job-search.service';
export { jobSearchContext, searchJobs } from './job-search.service';
export { customerJobsRoutes, jobsRoutes } from './jobs.routes';
export { getJob } from './jobs.service';
export { serviceMatrixRoutes } from './matrix.routes';
export { servicesRoutes } from './services.routes';
export { insertStarterServices } from './starter-services';

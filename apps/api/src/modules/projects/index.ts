/** Projects: their routes (app.ts), a project by id, and who may edit it. */

export { projectsRoutes } from './projects.routes';
export { canEditProject, getProjectOrThrow } from './projects.service';

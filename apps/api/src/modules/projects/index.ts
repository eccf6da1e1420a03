/** Projects: a project by id, and who may edit it. */
export { canEditProject, getProjectOrThrow } from './projects.service';

/** The platform admin area: whether an organization is suspended, for sign-in and invitations. */
export { isOrganizationSuspended, ORGANIZATION_SUSPENDED_MESSAGE } from './admin.service';

/** Users: accounts, sign-in and one's own profile, their routes. */
export { usersRoutes } from './users.routes';

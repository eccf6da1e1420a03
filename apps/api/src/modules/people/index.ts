/** People: their routes (app.ts) and demo seed, employee codes, and the checks for adding a member. */
export { assertEmployeeCodeFree, takenEmployeeCodes } from './employee-codes';
export { peopleRoutes } from './people.routes';
export { seedPeople } from './people.seed';
export { checkAssignments } from './people.service';

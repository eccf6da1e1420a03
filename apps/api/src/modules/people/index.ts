/** People: employee codes, and the checks and lock for adding a member. */
export { assertEmployeeCodeFree, takenEmployeeCodes } from './employee-codes';
export { checkAssignments, lockOrganization } from './people.service';

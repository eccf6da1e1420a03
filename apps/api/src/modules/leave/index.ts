/** Leave: its routes (app.ts) and demo seed, approved leave on calendars and timesheets, balances, delegation, re-costing and an organization's leave setup. */

export { leaveRoutes } from './leave.routes';
export { seedLeave } from './leave.seed';
export { approvedLeaveDays, leaveCalendarItems, leaveFeedEvents } from './leave-availability';
export { getBalances, postDueCredits, rebaseJoining } from './leave-balances.service';
export { leaveDays } from './leave-days';
export { delegatorsOf, runningDelegateOf } from './leave-delegation';
export { seedLargeLeave } from './leave-large.seed';
export {
  countPendingForMe,
  getLeaveDetail,
  listAllLeave,
  listMyLeave,
  listPendingForMe,
} from './leave-queries';
export { countRecost, recostLeave, sendRecostNotices, workWeekAffects } from './leave-recost';
export { setUpLeave } from './leave-setup';

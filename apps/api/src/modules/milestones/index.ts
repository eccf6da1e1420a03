/** Milestones: those in a date range, for the calendar. */
export { milestonesInRange } from './milestones.service';

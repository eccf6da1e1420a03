/** Planning: the task calendar's items and feed. */
export { ownPlanningFeedEvents, ownTaskCalendarItems } from './task-calendar.service';

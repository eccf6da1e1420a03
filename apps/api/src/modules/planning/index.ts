/** Planning: the working calendar jobs are dated on, and the task calendar's items and feed. */
export { workingCalendarOf } from './calendar';
export { ownPlanningFeedEvents, ownTaskCalendarItems } from './task-calendar.service';

/** Events and the calendar: the iCalendar event shape that other modules' feeds fill. */
export type { IcsEvent } from './icalendar';

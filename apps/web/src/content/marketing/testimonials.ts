export interface Testimonial {
  name: string;
  role: string;
  company: string;
  text: string;
  /** Initials stand in for a photo: no stock faces pretending to be customers. */
  initials: string;
}

/**
 * Illustrative quotes from the kinds of firms the product is for; the page labels them as such
 * until real customer quotes replace them.
 */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Neha Kulkarni',
    role: 'Partner',
    company: 'Chartered accountancy firm',
    initials: 'NK',
    text: 'Filing season used to live in a spreadsheet. Now every return is a task with a client, an owner and a due date, and the overdue report tells me where to look first.',
  },
  {
    name: 'Vikram Shetty',
    role: 'Delivery Manager',
    company: 'IT services company',
    initials: 'VS',
    text: 'The Gantt view and milestones replaced three tools. The partners get the PDF summary in their inbox every Monday morning without anyone building it by hand.',
  },
  {
    name: 'Sara Thomas',
    role: 'HR Manager',
    company: 'Outsourcing firm',
    initials: 'ST',
    text: 'Leave requests come with dates, cover and an emergency contact, and managers approve them in one click. No more chasing emails.',
  },
  {
    name: 'Imran Qureshi',
    role: 'Founder',
    company: 'Event management company',
    initials: 'IQ',
    text: 'Each event is a project with milestones, and the calendar shows who is away before we promise a date to a client.',
  },
  {
    name: 'Ananya Rao',
    role: 'Associate',
    company: 'Law firm',
    initials: 'AR',
    text: 'Matters, deadlines and hours in one place. The task history shows exactly who changed a due date and when.',
  },
  {
    name: 'Daniel Mathew',
    role: 'Operations Lead',
    company: 'Real estate agency',
    initials: 'DM',
    text: 'Site visits, paperwork and follow-ups are assigned to the right person and nobody has to ask “who is on this?” anymore.',
  },
];

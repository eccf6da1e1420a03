/**
 * A service's jobs as the generator makes them and the service form previews them (decision 043): one
 * definition of a job's step dates and its tasks' names, so what the form shows is what appears.
 */
import type { WorkingCalendar } from '../working-days';
import {
  appearsOn,
  type Cadence,
  type JobDateRule,
  jobDateOf,
  jobTitleOf,
  nextPeriod,
  periodContaining,
  type ServicePeriod,
  type StepOffsetUnit,
  stepDateOf,
  type YearEnd,
} from './service-periods';

/** A step's offsets from its job's date. */
export interface StepTiming {
  startOffset: number;
  startUnit: StepOffsetUnit;
  dueOffset: number;
  dueUnit: StepOffsetUnit;
}

/** A step's start and due dates from its job's date; a start after the due date is the due date. */
export function stepDatesOf(jobDate: string, step: StepTiming, calendar: WorkingCalendar) {
  const due = stepDateOf(jobDate, { offset: step.dueOffset, unit: step.dueUnit }, calendar);
  const start = stepDateOf(jobDate, { offset: step.startOffset, unit: step.startUnit }, calendar);
  return { start: start <= due ? start : due, due };
}

/** A step's task name: the job's name, and the step's after it when the job has several steps. */
export function stepTaskTitle(jobTitle: string, stepTitle: string, stepCount: number): string {
  return stepCount === 1 ? jobTitle : `${jobTitle}: ${stepTitle}`;
}

/** What a preview needs of a service (a draft: nothing saved). */
export interface ServiceDraft extends Cadence {
  namePattern: string;
  jobDateRule: JobDateRule;
  leadDays: number;
  steps: (StepTiming & { title: string })[];
}

export interface PreviewPeriod {
  periodKey: string;
  periodLabel: string;
  title: string;
  jobDate: string;
  appearsOn: string;
  steps: { title: string; startDate: string; dueDate: string }[];
}

/**
 * The next `count` periods of a draft service from the one holding `from`: each job's name (for a
 * client named `clientName`), date, the day it appears, and its steps' dates, in the organization's
 * working calendar. A one-off has one period.
 */
export function previewJobs(
  draft: ServiceDraft,
  context: {
    from: string;
    count: number;
    fyStartMonth: number;
    calendar: WorkingCalendar;
    clientName: string;
    clientYearEnd?: YearEnd;
  },
): PreviewPeriod[] {
  const periods: PreviewPeriod[] = [];
  let period: ServicePeriod | null = periodContaining(context.from, draft, context.fyStartMonth);
  while (period && periods.length < context.count) {
    const jobDate = jobDateOf(draft.jobDateRule, period, {
      calendar: context.calendar,
      clientYearEnd: context.clientYearEnd,
    });
    const title = jobTitleOf(draft.namePattern, period, context.clientName);
    const steps = draft.steps.map((step) => {
      const dates = stepDatesOf(jobDate, step, context.calendar);
      return {
        title: stepTaskTitle(title, step.title, draft.steps.length),
        startDate: dates.start,
        dueDate: dates.due,
      };
    });
    const earliest = steps.reduce<string | null>(
      (first, step) => (first === null || step.startDate < first ? step.startDate : first),
      null,
    );
    periods.push({
      periodKey: period.key,
      periodLabel: period.label,
      title,
      jobDate,
      appearsOn: appearsOn(jobDate, earliest, draft.leadDays),
      steps,
    });
    period = nextPeriod(period, draft, context.fyStartMonth, context.from);
  }
  return periods;
}

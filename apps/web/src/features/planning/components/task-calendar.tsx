import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { addCalendarDays, type TaskCalendar } from '@taskflow/shared';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useToday } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { useScheduleTask } from '../api/planning';
import type { RefusedMove } from './gantt-chart';
import { scheduledMessage, shiftableRefusal } from './schedule-dialog';

const MILESTONE_PREFIX = 'm:';
const COLORS = {
  task: '#2563eb',
  done: '#64748b',
  milestone: '#a21caf',
};

/**
 * Tasks on their due dates and milestones, month or list (FullCalendar, as the organization calendar).
 * Dragging a task to another day changes its due date through the rescheduling API (its start moves
 * back with it only if it would fall after the new due date); a refusal puts it back and, when shifting
 * later tasks would resolve it, hands it to `onRefused`.
 */
export function TaskCalendarView({
  calendar,
  onRangeChange,
  onOpenTask,
  onRefused,
}: {
  /** The range's tasks and milestones (`useTaskCalendar`), loaded by the page that filters them. */
  calendar: UseQueryResult<TaskCalendar>;
  onRangeChange: (range: { from: string; to: string }) => void;
  onOpenTask: (taskId: string) => void;
  onRefused: (move: RefusedMove) => void;
}) {
  const schedule = useScheduleTask();
  const today = useToday();
  const data = calendar.data;
  const byId = useMemo(() => new Map((data?.tasks ?? []).map((task) => [task.id, task])), [data]);

  const events = useMemo(
    () => [
      ...(data?.tasks ?? []).map((task) => ({
        id: task.id,
        title: `${task.displayId} ${task.title}`,
        start: task.dueDate,
        allDay: true,
        editable: data?.canEdit ?? false,
        backgroundColor: task.status === 'Completed' ? COLORS.done : COLORS.task,
        borderColor: task.status === 'Completed' ? COLORS.done : COLORS.task,
        textColor: '#ffffff',
      })),
      ...(data?.milestones ?? []).map((milestone) => ({
        id: `${MILESTONE_PREFIX}${milestone.id}`,
        title: `◆ ${milestone.name}`,
        start: milestone.date,
        allDay: true,
        editable: false,
        backgroundColor: COLORS.milestone,
        borderColor: COLORS.milestone,
        textColor: '#ffffff',
      })),
    ],
    [data],
  );

  return (
    <div className="taskflow-calendar relative" aria-busy={calendar.isFetching || undefined}>
      {calendar.isError && (
        <p role="alert" className="mb-3 text-sm text-red-600 dark:text-red-400">
          Could not load the calendar. Try again later.
        </p>
      )}
      {data?.isTruncated && (
        <p role="status" className="mb-3 text-sm text-amber-700 dark:text-amber-300">
          More tasks are due in this period than one view shows: filter by person or project.
        </p>
      )}
      <FullCalendar
        plugins={[dayGridPlugin, listPlugin, interactionPlugin]}
        timeZone="UTC"
        // Days are calendar days (UTC midnights); today is the person's (their zone, else the organization's).
        now={today}
        initialView={
          typeof window !== 'undefined' && window.matchMedia('(max-width: 640px)').matches
            ? 'listMonth'
            : 'dayGridMonth'
        }
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,listMonth' }}
        buttonText={{ today: 'Today', month: 'Month', list: 'List' }}
        height="auto"
        firstDay={1}
        dayMaxEvents={4}
        eventDurationEditable={false}
        events={events}
        datesSet={(arg) =>
          onRangeChange({ from: arg.startStr.slice(0, 10), to: addCalendarDays(arg.endStr.slice(0, 10), -1) })
        }
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          if (!arg.event.id.startsWith(MILESTONE_PREFIX)) onOpenTask(arg.event.id);
        }}
        eventDrop={async (arg) => {
          const task = byId.get(arg.event.id);
          const dueDate = arg.event.startStr.slice(0, 10);
          if (!task) return arg.revert();
          const startDate = task.startDate && task.startDate <= dueDate ? task.startDate : dueDate;
          try {
            notify(
              'success',
              scheduledMessage(await schedule.mutateAsync({ taskId: task.id, startDate, dueDate })),
            );
          } catch (error) {
            arg.revert();
            const refusal = shiftableRefusal(error);
            if (refusal)
              onRefused({
                task: { ...task, startDate: task.startDate ?? task.dueDate },
                proposal: { startDate, dueDate },
                refusal,
              });
            else notify('error', error instanceof ApiError ? error.message : 'Could not move the task.');
          }
        }}
        // A month day cell is labelled by its day number alone (aria-labelledby), while the events in it
        // are visible text too: named by its whole content instead (the date, then what is on it), its
        // name says what it shows (WCAG 2.5.3). FullCalendar leaves the attribute as it is on updates.
        dayCellDidMount={(info) => info.el.removeAttribute('aria-labelledby')}
        moreLinkDidMount={(info) => info.el.setAttribute('role', 'button')}
        viewDidMount={(info) => {
          for (const icon of info.el.closest('.fc')?.querySelectorAll('.fc-icon') ?? []) {
            icon.removeAttribute('role');
            icon.setAttribute('aria-hidden', 'true');
          }
        }}
        noEventsContent="Nothing due in this period"
      />
    </div>
  );
}

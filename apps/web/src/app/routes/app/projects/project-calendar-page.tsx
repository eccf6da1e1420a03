import '../../../../features/calendar/components/calendar.css';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTaskCalendar } from '../../../../features/planning/api/planning';
import { CalendarFilter } from '../../../../features/planning/components/calendar-filters';
import type { RefusedMove } from '../../../../features/planning/components/gantt-chart';
import { ScheduleDialog } from '../../../../features/planning/components/schedule-dialog';
import { TaskCalendarView } from '../../../../features/planning/components/task-calendar';
import { useProjectOutlet } from './project-page';

/** The project page's Calendar tab: its tasks by due date and its milestones, by assignee. */
export default function ProjectCalendarPage() {
  const { project } = useProjectOutlet();
  const navigate = useNavigate();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [assigneeId, setAssigneeId] = useState('');
  const [refused, setRefused] = useState<RefusedMove | null>(null);
  const calendar = useTaskCalendar(range ? { ...range, projectId: project.id, assigneeId } : null);
  // Whoever has work due in the period shown (and the person chosen, so the choice stays listed).
  const unfiltered = useTaskCalendar(range ? { ...range, projectId: project.id } : null);
  const people = useMemo(() => {
    const byId = new Map(
      (unfiltered.data?.tasks ?? []).map((task) => [task.assignee.id, task.assignee.name]),
    );
    return [...byId].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [unfiltered.data]);

  return (
    <div className="grid gap-4">
      <CalendarFilter
        label="Assignee"
        choices={people}
        value={assigneeId}
        onChange={setAssigneeId}
        everyone="Everyone"
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-3 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <TaskCalendarView
          calendar={calendar}
          onRangeChange={setRange}
          onOpenTask={(taskId) => navigate(`/app/tasks/${taskId}`)}
          onRefused={setRefused}
        />
      </div>
      <ScheduleDialog
        task={refused?.task ?? null}
        proposal={refused?.proposal}
        refusal={refused?.refusal}
        onClose={() => setRefused(null)}
      />
    </div>
  );
}

import '../../../../features/calendar/components/calendar.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useProjectFilterChoices, useTaskCalendar } from '../../../../features/planning/api/planning';
import { CalendarFilter } from '../../../../features/planning/components/calendar-filters';
import type { RefusedMove } from '../../../../features/planning/components/gantt-chart';
import { ScheduleDialog } from '../../../../features/planning/components/schedule-dialog';
import { TaskCalendarView } from '../../../../features/planning/components/task-calendar';
import { useMe } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useWorkUpdates } from '../../../../lib/use-work-updates';

/** "My tasks" calendar: the person's tasks by due date and the milestones of their projects. */
export default function MyCalendarPage() {
  useDocumentTitle('My tasks calendar');
  useWorkUpdates();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [projectId, setProjectId] = useState('');
  const [refused, setRefused] = useState<RefusedMove | null>(null);
  const projects = useProjectFilterChoices();
  const calendar = useTaskCalendar(range && me ? { ...range, assigneeId: me.id, projectId } : null);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="My tasks calendar"
        description="Your tasks on their due dates and your projects’ milestones. Drag a task to another day to change its due date."
      />
      <CalendarFilter
        label="Project"
        choices={projects.data ?? []}
        value={projectId}
        onChange={setProjectId}
        everyone="All projects"
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

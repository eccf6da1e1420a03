import { ChartGantt, Link2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { ListSkeleton } from '../../../../components/ui/skeleton';
import { useGantt } from '../../../../features/planning/api/planning';
import { DependencyForm } from '../../../../features/planning/components/dependency-form';
import { GanttChart, type RefusedMove } from '../../../../features/planning/components/gantt-chart';
import type { Zoom } from '../../../../features/planning/components/gantt-data';
import {
  type SchedulableTask,
  ScheduleDialog,
} from '../../../../features/planning/components/schedule-dialog';
import { useProjectOutlet } from './project-page';

const ZOOMS: { value: Zoom; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** The project page's Gantt tab: its tasks on a time scale, dragged or re-dated to reschedule. */
export default function ProjectGanttPage() {
  const { project } = useProjectOutlet();
  const { data: gantt, isPending, isError, isLoadingRows, loadRows } = useGantt(project.id);
  const [zoom, setZoom] = useState<Zoom>('day');
  const [dialog, setDialog] = useState<{
    task: SchedulableTask;
    proposal?: RefusedMove['proposal'];
    refusal?: string;
  } | null>(null);
  const [isLinking, setLinking] = useState(false);
  const [todayRequest, setTodayRequest] = useState(0);

  if (isPending) return <ListSkeleton label="Loading the Gantt…" rowClassName="h-10" rows={8} />;
  if (isError || !gantt) {
    return (
      <EmptyState icon={ChartGantt} title="Could not load the Gantt" description="Try again in a moment." />
    );
  }
  if (!gantt.window.total && !gantt.milestones.length) {
    return (
      <EmptyState
        icon={ChartGantt}
        title="Nothing to plan yet"
        description="Tasks and milestones of this project appear here on a time scale."
      />
    );
  }

  // Links the dates break, in words (the bars of their later tasks are in the conflict colour): those of
  // the rows loaded so far, as the chart loads its rows a window at a time.
  const conflicts = gantt.dependencies.flatMap((link) => (link.conflict ? [link.conflict] : []));
  const openDates = (taskId: string) => {
    const task = gantt.tasks.find((entry) => entry.id === taskId);
    if (task) setDialog({ task });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl legend="Zoom" options={ZOOMS} value={zoom} onChange={setZoom} />
          <Button variant="secondary" onClick={() => setTodayRequest((count) => count + 1)}>
            Today
          </Button>
          {/* The rows load as they scroll into view: how many are here, and whether more are coming. */}
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {gantt.tasks.length === gantt.window.total
              ? `${gantt.window.total.toLocaleString('en')} ${gantt.window.total === 1 ? 'task' : 'tasks'}`
              : `${gantt.tasks.length.toLocaleString('en')} of ${gantt.window.total.toLocaleString('en')} tasks loaded`}
            {isLoadingRows && ' · Loading…'}
          </p>
        </div>
        {gantt.canEdit && (
          <Button variant="secondary" onClick={() => setLinking(true)}>
            <Link2 aria-hidden className="size-4" />
            Add dependency
          </Button>
        )}
      </div>
      <ul
        aria-label="Legend"
        className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400"
      >
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-slate-400/30" />
          Weekends and holidays
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-3 w-0.5 bg-red-600" />
          Today
        </li>
        <li className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-orange-700" />
          Dependency conflict
        </li>
        {gantt.canEdit && <li>Drag a bar to move it, its ends to resize it; use Dates to type them.</li>}
      </ul>
      {conflicts.length > 0 && (
        <section
          aria-labelledby="gantt-conflicts"
          className="rounded-lg border border-orange-300 bg-orange-50 px-4 py-3 text-sm text-orange-900 dark:border-orange-800 dark:bg-orange-950/40 dark:text-orange-200"
        >
          <h2 id="gantt-conflicts" className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden className="size-4" />
            {conflicts.length === 1 ? '1 dependency conflict' : `${conflicts.length} dependency conflicts`}
          </h2>
          <ul className="mt-1 list-disc pl-6">
            {conflicts.map((conflict) => (
              <li key={conflict}>{conflict}</li>
            ))}
          </ul>
          {gantt.canEdit && (
            <p className="mt-1">
              Move the later task with Dates, or the earlier one with “Shift successors”.
            </p>
          )}
        </section>
      )}
      <GanttChart
        gantt={gantt}
        zoom={zoom}
        onOpenDates={openDates}
        onRefused={setDialog}
        onNeedRows={loadRows}
        todayRequest={todayRequest}
      />
      <ScheduleDialog
        task={dialog?.task ?? null}
        proposal={dialog?.proposal}
        refusal={dialog?.refusal}
        onClose={() => setDialog(null)}
      />
      <Modal isOpen={isLinking} onClose={() => setLinking(false)} title="Add dependency">
        <div className="p-6">
          <h2 className="mb-5 pr-10 text-lg font-semibold">Add dependency</h2>
          <DependencyForm projectId={project.id} onDone={() => setLinking(false)} />
        </div>
      </Modal>
    </div>
  );
}

import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Breadcrumb } from '../../../../components/ui/page-header';
import { AssigneeLeaveWarning } from '../../../../features/leave/components/assignee-leave-warning';
import { useCreateTask } from '../../../../features/tasks/api/task-api';
import { TaskForm, type TaskFormValues } from '../../../../features/tasks/components/task-detail/task-form';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

/**
 * Fields a link may fill in ahead: a project's "Assign New Task" (its customer follows), a customer's page,
 * a person's "Assign task", a board column (its status).
 */
const PRESETS = ['projectId', 'customerId', 'assigneeId', 'departmentId', 'dueDate', 'status'] as const;

/** Guide "Task Management": Assign New Task (the route needs tasks.create). */
export default function TaskNewPage() {
  useDocumentTitle('Assign New Task');
  const navigate = useNavigate();
  const [searchParams] = useUrlParams();
  const create = useCreateTask();
  const initial: Partial<TaskFormValues> = {};
  for (const name of PRESETS) {
    const value = searchParams.get(name);
    if (value) initial[name] = value;
  }
  const back = () => navigate('/app/tasks');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <Breadcrumb items={[{ label: 'Tasks', to: '/app/tasks' }, { label: 'Assign New Task' }]} />
        <h1 className="mt-1 text-2xl font-bold tracking-tight">Assign New Task</h1>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <TaskForm
          initial={initial}
          onCancel={back}
          // Leave of the assignee over the due date warns; it never stops the assignment.
          dueDateNotice={(chosen) => <AssigneeLeaveWarning {...chosen} />}
          onSubmit={async (body) => {
            const task = await create.mutateAsync(body);
            toast.success(`${task.displayId} assigned to ${task.assignee.name}`);
            navigate(`/app/tasks/${task.displayId}`);
          }}
        />
      </div>
    </div>
  );
}

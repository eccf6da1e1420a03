import { TaskBoard } from '../../../../features/tasks/components/board/task-board';
import { useProjectOutlet } from './project-page';

/** The project page's Board tab: the project's tasks by status. */
export default function ProjectBoardPage() {
  const { project } = useProjectOutlet();
  return <TaskBoard params={{ projectId: project.id }} label={`Board of ${project.name}`} />;
}

import { TaskList } from './TaskList';

/** /contribution-task: the signed-in user's tasks. */
export function MyTasksPage() {
  return <TaskList mode="mine" />;
}

export default MyTasksPage;

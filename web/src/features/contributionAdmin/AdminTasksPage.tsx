import { useParams } from 'react-router';
import { TaskList } from './TaskList';
import { TypeGate } from './TypeGate';

const TYPES = ['SUGGESTION', 'IMPROVEMENT'] as const;

/**
 * /contribution-task/admin/{type}: every task of the type, for its admin (spec 002 §2 "type's admin";
 * the server refuses anyone else with 403, which would end the session, so ADMIN alone is refused here).
 */
export function AdminTasksPage() {
  const { type } = useParams();
  return (
    <TypeGate value={type} allowed={TYPES}>
      {(t) => <TaskList key={t} mode="admin" type={t} />}
    </TypeGate>
  );
}

export default AdminTasksPage;

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/EmptyState';
import { formatShortDate } from '../../shared/format';
import { useContributionListQuery } from '../contribution/contributionApi';
import { stateBadge } from '../contribution/detail';
import { detailPath, listPath } from '../contribution/paths';
import type { ContributionType, ListItem } from '../contribution/types';
import { useTasksQuery } from '../contributionAdmin/contributionAdminApi';
import { StatusBadge } from '../contributionAdmin/StatusBadge';
import type { Task } from '../contributionAdmin/types';

/** States a contribution has left the flow in: it is no longer "in progress". */
const ENDED = new Set(['COMPLETION', 'REJECTION', 'CANCELLATION']);
export const MY_START_SIZE = 5;

/** The contributions of the caller still in progress (drafts too), the latest changed first. */
export function inProgress(lists: (readonly ListItem[] | undefined)[], max = MY_START_SIZE): (ListItem & { type?: string })[] {
  return lists
    .flatMap((l) => l ?? [])
    .filter((c) => !ENDED.has(c.stateType))
    .sort((a, b) => String(b.dateUpdated).localeCompare(String(a.dateUpdated)))
    .slice(0, max);
}

function useMine(type: ContributionType, enabled: boolean, langkey: string) {
  // langkey: the state badges in the interface language (without it the server names them in English)
  return useContributionListQuery(
    { type, parentId: 0, scope: 'mine', page: 0, size: MY_START_SIZE, sort: 'dateUpdated,desc', params: { langkey } },
    { skip: !enabled },
  );
}

/**
 * The signed-in user's start (home, spec 000 §2 blocks): their contributions in progress with their
 * states, and their open tasks (waiting and overdue), the soonest deadline first. Loaded only for a
 * signed-in user (a lazy chunk: visitors never download it).
 */
export function MyStart({ userId, types }: { userId: number | string; types: readonly ContributionType[] }) {
  const { t, i18n } = useTranslation();
  const suggestions = useMine('SUGGESTION', types.includes('SUGGESTION'), i18n.language);
  const improvements = useMine('IMPROVEMENT', types.includes('IMPROVEMENT'), i18n.language);
  const tasks = useTasksQuery({
    userId,
    page: 0,
    size: MY_START_SIZE,
    sort: ['deadline,asc'],
    params: { 'status.in': ['WAITING', 'OVERDUE'], langkey: i18n.language },
  });
  const loaded = [suggestions, improvements].every((q) => q.isUninitialized || q.data !== undefined || q.isError);
  const mine = inProgress([suggestions.data?.items, improvements.data?.items]);
  const open = tasks.data?.items ?? (tasks.isError ? [] : null);
  const first = types[0];

  return (
    <div className="row g-4 mb-5" data-testid="home-my-start">
      <section className="col-lg-7" aria-labelledby="home-mine-title" data-testid="home-my-contributions">
        <div className="card h-100">
          <div className="card-header d-flex justify-content-between align-items-center gap-2 py-3">
            <h2 className="h5 mb-0" id="home-mine-title">
              {t('home.mine.title')}
            </h2>
            {first && (
              <Link to={listPath(first, 0, 'mine')} className="small text-nowrap">
                {t('home.seeAll')}
              </Link>
            )}
          </div>
          {loaded && mine.length === 0 && (
            <div className="card-body">
              <EmptyState
                compact
                testId="home-mine-empty"
                title={t('home.mine.emptyTitle')}
                text={t('home.mine.emptyText')}
                action={
                  first && (
                    <Link to={`/contribution/${first}/null`} className="btn btn-primary btn-sm">
                      {t(`home.submit.${first}`)}
                    </Link>
                  )
                }
              />
            </div>
          )}
          {mine.length > 0 && (
            <ul className="list-group list-group-flush">
              {mine.map((c) => (
                <li key={c.id} className="list-group-item py-3" data-testid={`home-mine-${c.id}`}>
                  <div className="d-flex justify-content-between align-items-start gap-2">
                    <div className="min-w-0">
                      <Link to={detailPath(c.id)} className="fw-semibold text-decoration-none d-block inno-clamp-2">
                        {c.title || c.code}
                      </Link>
                      <span className="small text-body-secondary">
                        {c.code} · {t('home.mine.updated', { date: formatShortDate(c.dateUpdated) })}
                      </span>
                    </div>
                    <span className={`badge ${stateBadge(c.stateType)} flex-shrink-0`} data-testid="home-mine-state">
                      {c.stateName}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <section className="col-lg-5" aria-labelledby="home-tasks-title" data-testid="home-my-tasks">
        <div className="card h-100">
          <div className="card-header d-flex justify-content-between align-items-center gap-2 py-3">
            <h2 className="h5 mb-0" id="home-tasks-title">
              {t('home.tasks.title')}
              {tasks.data && tasks.data.totalCount > 0 && (
                <span className="badge rounded-pill text-bg-primary ms-2 align-middle">{tasks.data.totalCount}</span>
              )}
            </h2>
            <Link to="/contribution-task" className="small text-nowrap">
              {t('home.seeAll')}
            </Link>
          </div>
          {open !== null && open.length === 0 && (
            <div className="card-body">
              <EmptyState compact testId="home-tasks-empty" title={t('home.tasks.emptyTitle')} text={t('home.tasks.emptyText')} />
            </div>
          )}
          {open !== null && open.length > 0 && (
            <ul className="list-group list-group-flush">
              {open.map((task) => (
                <TaskRow key={task.id} task={task} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </div>
  );
}

function TaskRow({ task }: { task: Task }) {
  const { t } = useTranslation();
  return (
    <li className="list-group-item py-3" data-testid={`home-task-${task.id}`}>
      <div className="d-flex justify-content-between align-items-start gap-2">
        <div className="min-w-0">
          <Link to={detailPath(task.contributionId)} className="fw-semibold text-decoration-none d-block inno-clamp-2">
            {t(`contributionAdmin.task.names.${task.taskName}`, { defaultValue: task.taskName })}
          </Link>
          <span className="small text-body-secondary d-block text-truncate">
            {task.eiId} · {task.contributionTitle}
          </span>
          <span className="small text-body-secondary">{t('home.tasks.due', { date: formatShortDate(task.deadline) })}</span>
        </div>
        <StatusBadge status={task.status} />
      </div>
    </li>
  );
}

export default MyStart;

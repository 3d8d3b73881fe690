import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../../shared/BreadcrumbBar';
import { NotFoundPage } from '../../../shared/NotFoundPage';
import { PageSpinner } from '../../../shared/PageSpinner';
import { RecordNotFoundPage } from '../../../shared/RecordNotFound';
import { useCompetitionQuery } from '../competitionApi';
import { ModuleGate } from '../ModuleGate';
import { SCOPES, scopesOf, type Scope } from '../types';
import { InfoTab } from './InfoTab';
import { IdeasManageTab } from './IdeasManageTab';
import { ReportTab } from './ReportTab';
import '../competition.css';

/**
 * /competition/detail/{id}/{scope}: the tabs info, ideas-manage and eval-report for the competition's
 * moderators (others: the 403 message); a tab that is not allowed shows the page-not-found panel.
 * Everyone who may see the competition reads its info.
 */
export function CompetitionDetailPage() {
  const { t, i18n } = useTranslation();
  const { id: rawId, scope: rawScope } = useParams();
  const id = Number(rawId);
  const scope = (SCOPES as readonly string[]).includes(rawScope ?? '') ? (rawScope as Scope) : null;
  const detail = useCompetitionQuery({ id, lang: i18n.language }, { skip: !Number.isInteger(id) });
  if (!Number.isInteger(id) || scope === null) return <NotFoundPage />;
  if (detail.isError) return <RecordNotFoundPage />;
  const c = detail.data;
  if (!c) return <PageSpinner />;
  const allowed = c.callerIsModerator ? scopesOf(c.competitionState) : (['info'] as Scope[]);
  if (!c.callerIsModerator && scope !== 'info') {
    return (
      <div className="container-xl my-4" data-testid="competition-forbidden">
        <h1 className="h4">{t('error.http.403')}</h1>
      </div>
    );
  }
  return (
    <ModuleGate>
      <div className="container-xl" data-testid="competition-detail-page">
        <BreadcrumbBar items={[t('global.menu.home'), t('competition.list.title'), c.title]} />
        <h1 className="h3 mb-1" data-testid="competition-detail-title">
          {c.title}
        </h1>
        <p className="text-muted mb-3">{c.code}</p>
        {c.callerIsModerator && (
          <ul className="nav nav-tabs mb-3" data-testid="competition-tabs">
            {allowed.map((s) => (
              <li className="nav-item" key={s}>
                <Link
                  className={`nav-link${s === scope ? ' active' : ''}`}
                  aria-current={s === scope ? 'page' : undefined}
                  to={`/competition/detail/${c.id}/${s}`}
                  data-testid={`competition-tab-${s}`}
                >
                  {t(`competition.tabs.${s}`)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {!allowed.includes(scope) ? (
          <div className="my-4 text-center" data-testid="competition-tab-not-found">
            <h2 className="h4">{t('error.http.404')}</h2>
          </div>
        ) : scope === 'info' ? (
          <InfoTab competition={c} />
        ) : scope === 'ideas-manage' ? (
          <IdeasManageTab competition={c} />
        ) : (
          <ReportTab competition={c} />
        )}
      </div>
    </ModuleGate>
  );
}

export default CompetitionDetailPage;

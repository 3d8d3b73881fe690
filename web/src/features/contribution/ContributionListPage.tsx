import { useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { canSubmit } from '../../app/layout/menuRules';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime } from '../../shared/format';
import {
  useActiveTagsQuery,
  useCampaignFilterOptionsQuery,
  useContributionListQuery,
  useFieldOptionsQuery,
  useLifeCycleStatesQuery,
} from './contributionApi';
import { stateBadge } from './detail';
import { EMPTY_FILTERS, filterParams, SORTS, type ListFilters, type SortChoice } from './list';
import { FeedbackCell } from './FeedbackCell';
import { ListFilterForm } from './ListFilterForm';
import { detailPath, listPath, parseId, parseScope, parseType, SCOPES, startPath } from './paths';
import type { ContributionType, Scope } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/**
 * /contribution/list/{type}/{campaignOrCompetitionId}/{scope} and the menu's
 * /contribution/{type}/0/{scope}: scope pills, filters, sort, paging.
 */
export function ContributionListPage() {
  const params = useParams();
  const type = parseType(params.type);
  const parentId = parseId(params.parentId);
  const scope = parseScope(params.scope);
  if (!type || parentId === null || !scope) return <NotFoundPage />;
  return <ContributionList key={`${type}/${parentId}`} type={type} parentId={parentId} scope={scope} />;
}

function ContributionList({ type, parentId, scope }: { type: ContributionType; parentId: number; scope: Scope }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const account = useAppSelector((s) => (s.authentication.isAuthenticated ? s.authentication.account : null));
  const config = useAppSelector((s) => s.applicationConfig.config);
  const [filters, setFilters] = useState<ListFilters>(EMPTY_FILTERS);
  const [sort, setSort] = useState<SortChoice>(SORTS[0]);
  const [page, setPage] = useState({ scope, page: 1 });
  // a new scope starts on page 1
  const activePage = page.scope === scope ? page.page : 1;
  // The list changes under the reader (actions, new submissions): read again on every visit (002 §1).
  const list = useContributionListQuery(
    { type, parentId, scope, page: activePage - 1, size: DEFAULT_PAGE_SIZE, sort, params: { ...filterParams(filters), langkey: lang } },
    { refetchOnMountOrArgChange: true },
  );
  // a failed read was shown by the API client; the table then says there is nothing to show
  const rows = list.isError ? [] : list.data?.items;
  const tags = useActiveTagsQuery().data ?? [];
  const fields = useFieldOptionsQuery({ type, langkey: lang }).data ?? [];
  // none (the filter hidden) until the states are read, and when they cannot be
  const states = useLifeCycleStatesQuery({ type, langkey: lang }).data ?? null;
  // A list across campaigns (parent 0) may be narrowed to one; a campaign's own list may not.
  const campaigns = useCampaignFilterOptionsQuery(type, { skip: parentId !== 0 || type === 'IDEA' });

  const typeLabel = t(`contribution.types.${type}`, { defaultValue: type });
  const submitAllowed = type !== 'IDEA' && canSubmit(type, account, config);

  return (
    <div className="container-xl" data-testid="contribution-list-page">
      <BreadcrumbBar items={[typeLabel, t('contribution.list.title')]}>
        {submitAllowed && (
          <Link className="btn btn-sm btn-success" to={startPath(type, parentId || null)} data-testid="contribution-new">
            {t('contribution.list.new', { type: typeLabel })}
          </Link>
        )}
      </BreadcrumbBar>
      <h1 className="h3 mb-3" data-testid="contribution-list-heading">
        {t('contribution.list.heading', { type: typeLabel })}
      </h1>
      <ul className="nav nav-pills mb-3" data-testid="contribution-scopes">
        {SCOPES.map((s) => (
          <li className="nav-item" key={s}>
            <NavLink
              className={`nav-link${s === scope ? ' active' : ''}`}
              to={listPath(type, parentId, s)}
              data-testid={`contribution-scope-${s}`}
            >
              {t(`contribution.list.scope.${s}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ListFilterForm
        tags={tags}
        fields={fields}
        campaigns={(parentId === 0 && campaigns.currentData) || []}
        states={states}
        onApply={(f) => {
          setFilters(f);
          setPage({ scope, page: 1 });
        }}
      />
      <div className="d-flex justify-content-end mb-2">
        <label className="form-label small me-2 mb-0 align-self-center" htmlFor="contribution-sort">
          {t('contribution.list.sort.label')}
        </label>
        <select
          id="contribution-sort"
          className="form-select form-select-sm w-auto"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as SortChoice);
            setPage({ scope, page: 1 });
          }}
          data-testid="contribution-sort"
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`contribution.list.sort.${s.replace(',', '_')}`)}
            </option>
          ))}
        </select>
      </div>
      {rows && rows.length === 0 && (
        <RecordNotFound
          message={t(scope === 'mine' ? 'contribution.list.emptyMine' : 'contribution.list.empty')}
          action={
            submitAllowed && (
              <Link to={startPath(type, parentId || null)} className="btn btn-primary btn-sm" data-testid="contribution-empty-submit">
                {t('contribution.list.emptySubmit')}
              </Link>
            )
          }
        />
      )}
      {rows && rows.length > 0 && (
        <ResponsiveTable
          label={t('contribution.list.title')}
          className="table-striped table-sm align-middle"
          data-testid="contribution-table"
        >
          <thead>
            <tr>
              <th>{t('contribution.code')}</th>
              <th>{t('contribution.title')}</th>
              <th>{t('contribution.state')}</th>
              <th>{t('contribution.submittedDate')}</th>
              <th>{t('contribution.updatedDate')}</th>
              <th>{t('contribution.list.feedback')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} data-testid={`contribution-row-${c.id}`}>
                <td className="text-nowrap">{c.code}</td>
                <td>
                  <Link to={detailPath(c.id)} data-testid={`contribution-link-${c.id}`}>
                    {c.title}
                  </Link>
                  {c.summary && (
                    <div className="small text-muted text-truncate" style={{ maxWidth: '30rem' }}>
                      {c.summary}
                    </div>
                  )}
                </td>
                <td>
                  <span className={`badge ${stateBadge(c.stateType)}`}>{c.stateName}</span>
                </td>
                <td className="text-nowrap">{formatDateTime(c.dateSubmitted)}</td>
                <td className="text-nowrap">{formatDateTime(c.dateUpdated)}</td>
                <td className="text-nowrap" data-testid={`contribution-feedback-${c.id}`}>
                  <FeedbackCell item={c} />
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      <Pager
        activePage={activePage}
        totalItems={list.data?.totalCount ?? 0}
        itemsPerPage={DEFAULT_PAGE_SIZE}
        onSelect={(p) => setPage({ scope, page: p })}
      />
    </div>
  );
}

export default ContributionListPage;

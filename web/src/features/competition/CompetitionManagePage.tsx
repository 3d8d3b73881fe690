import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { useListSearch } from '../publishing/listSearch';
import { ManageListPage, ManageRow, RowLink } from '../publishing/ManageList';
import { useManagedCompetitionsQuery } from './competitionApi';
import { ModuleGate } from './ModuleGate';
import type { Competition } from './types';

/** /competition/manage: every competition for competition admins and editors, with the wizard and detail links. */
export function CompetitionManagePage() {
  const { t } = useTranslation();
  const { search, page, go } = useListSearch();
  const title = search.get('title') ?? '';
  const list = useManagedCompetitionsQuery({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'dateCreated,desc', title: title.trim() });
  const row = (c: Competition) => (
    <ManageRow
      key={c.id}
      entity="competition"
      item={c}
      code={c.code}
      actions={
        <>
          {c.competitionState !== 'DRAFT' && (
            <RowLink to={`/competition/detail/${c.id}/info`} variant="secondary" testId={`competition-view-${c.id}`}>
              {t('entity.action.view')}
            </RowLink>
          )}
          {c.competitionState !== 'ARCHIEVED' && (
            <RowLink to={`/competition/1/${c.id}/edit`} variant="primary" testId={`competition-edit-${c.id}`}>
              {t('entity.action.edit')}
            </RowLink>
          )}
        </>
      }
    >
      <div className="d-flex align-items-center gap-2">
        <span className="badge text-bg-secondary" data-testid="competition-row-state">
          {t(`competition.state.${c.competitionState}`)}
        </span>
        <span className="small text-muted">{c.code}</span>
      </div>
      <div className="fw-semibold" data-testid="competition-row-title">
        {c.title}
      </div>
      <div className="small text-muted inno-clamp-3">{c.summary}</div>
    </ManageRow>
  );
  return (
    <ModuleGate>
      <ManageListPage
        entity="competition"
        canCreate
        title={title}
        onTitle={(value) => go({ page: 1, title: value }, { replace: true })}
        list={list}
        page={page}
        onPage={(p) => go({ page: p, title })}
        row={row}
      />
    </ModuleGate>
  );
}

export default CompetitionManagePage;

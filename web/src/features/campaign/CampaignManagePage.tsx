import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUTHORITIES, hasAnyAuthority } from '../../app/auth/authorities';
import { useAppSelector } from '../../app/store';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { useListSearch } from '../publishing/listSearch';
import { ManageListPage, ManageRow, RowLink } from '../publishing/ManageList';
import { StateDialog } from '../publishing/StateDialog';
import { useArchiveCampaignMutation, useManagedCampaignsQuery } from './campaignApi';
import { StateBadge } from './CampaignCard';
import { approveWording, manageActions, wordingText } from './stateMachine';
import { CAMPAIGN_STATES, type Campaign } from './types';

/** The manage segment of the current path replaced by `to` ('{id}/edit' or '{id}'), the query string kept. */
export function replaceManageSegment(pathname: string, search: string, to: string): string {
  return `${pathname.replace(/\/manage\/?$/, `/${to}`)}${search}`;
}

/** /campaign/manage: banner, title, summary and author of every campaign, with Edit, detail and Archive. */
export function CampaignManagePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const authorities = useAppSelector((s) => s.authentication.account?.authorities ?? []);
  const { search, page, go } = useListSearch();
  const title = search.get('title') ?? '';
  const publishState = search.get('publishState') ?? '';
  const list = useManagedCampaignsQuery({
    page: page - 1,
    size: DEFAULT_PAGE_SIZE,
    sort: 'dateCreated,desc',
    title: title.trim(),
    publishState,
  });
  const [archiving, setArchiving] = useState<Campaign | null>(null);
  const [archive, archived] = useArchiveCampaignMutation();
  const canDelete = hasAnyAuthority(authorities, [AUTHORITIES.CAMPAIGN_EDITOR]);
  const linkTo = (to: string) => replaceManageSegment(location.pathname, location.search, to);

  // A refused archive was shown by the API client; the dialog stays.
  const confirmArchive = async (c: Campaign) => {
    const result = await archive(c.id);
    if ('data' in result) setArchiving(null);
  };

  const row = (c: Campaign) => {
    const actions = manageActions(c.publishState);
    return (
      <ManageRow
        key={c.id}
        entity="campaign"
        item={c}
        code={c.code}
        actions={
          <>
            <RowLink to={linkTo(String(c.id))} variant="secondary" testId={`campaign-view-${c.id}`}>
              {t('entity.action.view')}
            </RowLink>
            {actions.includes('EDIT') && (
              <RowLink to={linkTo(`${c.id}/edit`)} variant="primary" testId={`campaign-edit-${c.id}`}>
                {t('entity.action.edit')}
              </RowLink>
            )}
            {actions.includes('ARCHIVE') && (
              <button
                type="button"
                className="btn btn-sm btn-outline-dark"
                onClick={() => setArchiving(c)}
                data-testid={`campaign-archive-${c.id}`}
              >
                {t('campaign.actions.ARCHIVE')}
              </button>
            )}
            {canDelete && (
              <RowLink to={`/campaign/${c.id}/delete`} variant="danger" testId={`campaign-delete-${c.id}`}>
                {t('entity.action.delete')}
              </RowLink>
            )}
          </>
        }
      >
        <div className="d-flex align-items-center gap-2">
          <StateBadge state={c.publishState} testId="campaign-row-state" />
          <span className="small text-muted">{c.code}</span>
        </div>
        <div className="fw-semibold" data-testid="campaign-row-title">
          {c.title}
        </div>
        <div className="small text-muted inno-clamp-3" data-testid="campaign-row-summary">
          {c.summary}
        </div>
        <div className="small" data-testid="campaign-row-author">
          {c.authorName}
        </div>
      </ManageRow>
    );
  };

  const wording = archiving ? approveWording('ARCHIVED', archiving.campaignType) : null;
  const tr = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  return (
    <ManageListPage
      entity="campaign"
      canCreate={hasAnyAuthority(authorities, [AUTHORITIES.CAMPAIGN_AUTHOR])}
      title={title}
      onTitle={(value) => go({ page: 1, title: value, publishState }, { replace: true })}
      filters={
        <div className="col-md-3">
          <select
            className="form-select form-select-sm"
            aria-label={t('campaign.publishStateLabel')}
            value={publishState}
            onChange={(e) => go({ page: 1, title, publishState: e.target.value })}
            data-testid="campaign-filter-state"
          >
            <option value="">{t('campaign.manage.anyState')}</option>
            {CAMPAIGN_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`campaign.publishState.${s}`)}
              </option>
            ))}
          </select>
        </div>
      }
      list={list}
      page={page}
      onPage={(p) => go({ page: p, title, publishState })}
      row={row}
    >
      {archiving && wording && (
        <StateDialog
          testId="campaign-approve-dialog"
          title={t('campaign.approve.title')}
          question={wordingText(tr, wording.question)}
          info={wording.info ? wordingText(tr, wording.info) : undefined}
          confirmLabel={t('campaign.actions.ARCHIVE')}
          confirmVariant="warning"
          busy={archived.isLoading}
          onCancel={() => setArchiving(null)}
          onConfirm={() => void confirmArchive(archiving)}
        />
      )}
    </ManageListPage>
  );
}

export default CampaignManagePage;

import { Fragment, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime } from '../../shared/format';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { ActionDialog, actionLabel } from './ActionDialog';
import { FileList } from './AttachmentsSection';
import { CommandsPanel } from './CommandsPanel';
import { fetchContribution, fetchFieldOptions, isVisibleDetail } from './contributionApi';
import { canEdit, canViewHistory, has, stateBadge } from './detail';
import { answerText, labelOf } from './extraInputs';
import { HistoryTimeline } from './HistoryTimeline';
import { editPath, imageUrl, listPath, parseId } from './paths';
import type { ActionView, ContributionDetail, FieldOption } from './types';

/** /contribution/view/{id} (our route: docs/decisions.md "Contribution routes"). */
export function ContributionDetailPage() {
  const params = useParams();
  const id = parseId(params.id);
  if (id === null) return <RecordNotFound />;
  return <ContributionDetailView key={id} id={id} />;
}

function ContributionDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const [detail, setDetail] = useState<ContributionDetail | null | 'missing'>(null);
  const [revision, setRevision] = useState(0);
  const [fields, setFields] = useState<FieldOption[]>([]);
  const [action, setAction] = useState<ActionView | null>(null);

  useEffect(() => {
    let live = true;
    fetchContribution(id, lang).then(
      (d) => live && setDetail(d),
      // 404: not there or not visible to the caller; other failures were shown by the API client
      () => live && setDetail('missing'),
    );
    return () => {
      live = false;
    };
  }, [id, lang]);

  const type = detail !== null && detail !== 'missing' ? detail.contributionType : null;
  const needsFields =
    detail !== null && detail !== 'missing' && (has(detail, 'CHANGE_FIELD') || (!detail.fieldTitle && detail.fieldId !== null));
  useEffect(() => {
    if (!type || !needsFields) return;
    let live = true;
    fetchFieldOptions(type, lang).then(
      (x) => live && setFields(x),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [type, needsFields, lang]);

  if (detail === null) return <PageSpinner />;
  if (detail === 'missing') {
    return (
      <div className="container-xl my-4">
        <RecordNotFound />
      </div>
    );
  }

  const update = (d: ContributionDetail) => {
    setDetail(d);
    setRevision((r) => r + 1);
  };
  const typeLabel = t(`contribution.types.${detail.contributionType}`, { defaultValue: detail.contributionType });
  const fieldName = detail.fieldTitle || fields.find((f) => f.value === detail.fieldId)?.label || '';
  const banner = imageUrl(detail.bannerPath ?? detail.bannerPreviewPath);
  // unanswered inputs are left out
  const answered = (detail.extraInputs ?? []).filter((i) => (i.value ?? '') !== '' || (i.values ?? []).length > 0);

  return (
    <div className="container-xl" data-testid="contribution-detail-page">
      <BreadcrumbBar items={[typeLabel, detail.code]}>
        <Link className="btn btn-sm btn-outline-secondary" to={listPath(detail.contributionType, 0, 'all')} data-testid="contribution-back">
          {t('entity.action.back')}
        </Link>
      </BreadcrumbBar>
      {banner && (
        <img
          src={banner}
          alt=""
          className="img-fluid rounded mb-3 w-100"
          style={{ maxHeight: '16rem', objectFit: 'cover' }}
          data-testid="contribution-detail-banner"
        />
      )}
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div>
          <div className="text-muted small" data-testid="contribution-detail-code">
            {detail.code}
          </div>
          <h2 className="h3 mb-1" data-testid="contribution-detail-title">
            {detail.title}
          </h2>
          <span className={`badge ${stateBadge(detail.stateType)} me-2`} data-testid="contribution-detail-state">
            {detail.stateName}
          </span>
          <span className="badge text-bg-light border" data-testid="contribution-detail-publish-state">
            {t(`contribution.publishState.${detail.publishState}`, { defaultValue: detail.publishState })}
          </span>
        </div>
        <div className="d-flex flex-wrap gap-2" data-testid="contribution-actions">
          {canEdit(detail) && (
            <Link
              className="btn btn-outline-primary"
              to={editPath(
                detail.contributionType,
                detail.id,
                detail.contributionType === 'IDEA' ? detail.competitionId : detail.campaignId,
              )}
              data-testid="contribution-edit"
            >
              {t('entity.action.edit')}
            </Link>
          )}
          {(detail.actions ?? []).map((a) => (
            <button
              key={a.name}
              type="button"
              className="btn btn-primary"
              onClick={() => setAction(a)}
              data-testid={`contribution-action-${a.name}`}
            >
              {actionLabel(t, a.name)}
            </button>
          ))}
        </div>
      </div>
      <div className="row">
        <div className="col-lg-8">
          {detail.summary && (
            <p className="lead" data-testid="contribution-detail-summary">
              {detail.summary}
            </p>
          )}
          {detail.body && <SafeHtml className="inno-static-content mb-3" data-testid="contribution-detail-body" html={detail.body} />}
          {answered.length > 0 && (
            <dl className="row border-top pt-3" data-testid="contribution-detail-extra-inputs">
              {answered.map((i) => (
                <Fragment key={i.id}>
                  <dt className="col-sm-4">{labelOf(i, lang).label}</dt>
                  <dd className="col-sm-8" data-testid={`contribution-detail-answer-${i.id}`}>
                    {i.inputType === 'RICH_TEXT' ? (
                      <SafeHtml html={i.value} />
                    ) : (
                      answerText(i, t('contribution.extraInput.yes'), t('contribution.extraInput.no'), lang)
                    )}
                  </dd>
                </Fragment>
              ))}
            </dl>
          )}
          <h3 className="h6 mt-3">{t('contribution.files.title')}</h3>
          <FileList files={detail.files ?? []} />
          {canViewHistory(detail) && <HistoryTimeline contributionId={detail.id} lang={lang} revision={revision} />}
        </div>
        <div className="col-lg-4">
          <dl className="mb-3" data-testid="contribution-detail-facts">
            <dt>{t('contribution.fieldId')}</dt>
            <dd data-testid="contribution-detail-field">{fieldName || '—'}</dd>
            {(detail.tags ?? []).length > 0 && (
              <>
                <dt>{t('contribution.tagIds')}</dt>
                <dd data-testid="contribution-detail-tags">
                  {(detail.tags ?? []).map((tag) => (
                    <span key={tag.id} className="badge rounded-pill text-bg-secondary me-1">
                      {tag.name}
                    </span>
                  ))}
                </dd>
              </>
            )}
            <dt>{t('contribution.createdDate')}</dt>
            <dd>{formatDateTime(detail.createdDate)}</dd>
            {detail.submittedDate && (
              <>
                <dt>{t('contribution.submittedDate')}</dt>
                <dd>{formatDateTime(detail.submittedDate)}</dd>
              </>
            )}
          </dl>
          {(detail.people ?? []).length > 0 && (
            <div className="card mb-3" data-testid="contribution-people">
              <div className="card-header">{t('contribution.people')}</div>
              <ul className="list-group list-group-flush">
                {detail.people.map((p) => (
                  <li
                    key={`${p.userRole}-${p.userId}`}
                    className="list-group-item d-flex justify-content-between"
                    data-testid={`contribution-person-${p.userRole}-${p.login}`}
                  >
                    <span>{p.fullName || p.login}</span>
                    <span className="badge text-bg-light border">
                      {t(`contribution.roles.${p.userRole}`, { defaultValue: p.userRole })}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <CommandsPanel key={revision} detail={detail} fields={fields} lang={lang} onChange={update} />
        </div>
      </div>
      {action && (
        <ActionDialog
          contributionId={detail.id}
          action={action}
          lang={lang}
          onClose={() => setAction(null)}
          onDone={(result) => {
            setAction(null);
            showToasts([{ type: 'success', key: 'contribution.messages.actionDone', params: { action: actionLabel(t, action.name) } }]);
            if (isVisibleDetail(result)) update(result);
            else navigate(listPath(detail.contributionType, 0, 'mine'), { replace: true });
          }}
        />
      )}
    </div>
  );
}

export default ContributionDetailPage;

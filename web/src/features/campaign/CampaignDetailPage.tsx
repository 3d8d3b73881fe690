import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import { AUTHORITIES, hasAnyAuthority } from '../../app/auth/authorities';
import { mustLogin } from '../../app/auth/mustLogin';
import { useAppSelector } from '../../app/store';
import { formatDateTime, truncate } from '../../shared/format';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { DetailBreadcrumb } from '../publishing/DetailBreadcrumb';
import { parseEntityId } from '../publishing/ids';
import { bannerUrl } from '../publishing/images';
import { useCampaignQuery } from './campaignApi';
import { StateBadge } from './CampaignCard';
import { Countdown } from './Countdown';
import { usePageDescription } from './pageMeta';
import { isSubmissionOpen } from './stateMachine';
import { submitButton, submitPath } from './submit';
import '../publishing/publishing.css';

/** The summary in the page's metadata is cut at 160 characters (spec 001 §9). */
export const META_SUMMARY_MAX = 160;

/**
 * /campaign/{id}: banner, code and title, the submission dates, the publish state, the countdown
 * while submission is open, the body and the submit button.
 */
export function CampaignDetailPage() {
  const { t } = useTranslation();
  const id = parseEntityId(useParams().id);
  const session = useAppSelector((s) => s.authentication);
  const config = useAppSelector((s) => s.applicationConfig.config);
  const account = session.isAuthenticated ? session.account : null;
  const query = useCampaignQuery(id ?? skipToken);
  // the moment the page was read, or the countdown's end once it ran out
  const [closedAt, setClosedAt] = useState(0);
  const closed = useCallback(() => setClosedAt(Date.now()), []);
  const item = query.currentData;
  usePageDescription(item ? truncate(item.summary, META_SUMMARY_MAX) : null);
  if (id === null || query.isError) return <NotFoundPage />;
  if (item === undefined) return <PageSpinner />;

  const now = Math.max(query.fulfilledTimeStamp ?? 0, closedAt);
  const open = isSubmissionOpen(item, now);
  const button = submitButton(item, account, config, now);
  const banner = bannerUrl(item.bannerPath ?? item.bannerPreviewPath);
  const canEdit =
    !!account &&
    hasAnyAuthority(account.authorities, [AUTHORITIES.CAMPAIGN_AUTHOR, AUTHORITIES.CAMPAIGN_EDITOR]) &&
    item.publishState !== 'ARCHIVED';
  const closedLabel = item.publishState === 'COMPLETED' ? 'campaign.detail.completedOn' : 'campaign.detail.terminatedOn';

  return (
    <div className="container-xl" data-testid="campaign-detail-page">
      <DetailBreadcrumb entity="campaign" id={item.id} name={item.code} canEdit={canEdit} />
      {banner && <img src={banner} alt="" className="inno-detail-banner mb-3" data-testid="campaign-detail-banner" />}
      <div className="row g-4">
        <div className="col-lg-8">
          <div className="text-muted small" data-testid="campaign-detail-code">
            {item.code}
          </div>
          <h1 className="h2" data-testid="campaign-detail-title">
            {item.title}
          </h1>
          <p className="lead">{item.summary}</p>
          <SafeHtml className="inno-rich-body" data-testid="campaign-detail-body" html={item.body} />
        </div>
        <aside className="col-lg-4">
          <div className="card">
            <div className="card-body">
              <div className="mb-2">
                <StateBadge state={item.publishState} testId="campaign-detail-state" />
                <span className="badge text-bg-light border ms-2">{t(`contribution.types.${item.campaignType}`)}</span>
              </div>
              <dl className="mb-2 small">
                <dt>{t('campaign.dateSubmissionStart')}</dt>
                <dd data-testid="campaign-detail-start">{formatDateTime(item.dateSubmissionStart) || '—'}</dd>
                <dt>{t('campaign.dateSubmissionEnd')}</dt>
                <dd data-testid="campaign-detail-end">{formatDateTime(item.dateSubmissionEnd)}</dd>
                {item.dateSubmissionTerminated && (
                  <>
                    <dt>{t(closedLabel)}</dt>
                    <dd data-testid="campaign-detail-terminated">{formatDateTime(item.dateSubmissionTerminated)}</dd>
                  </>
                )}
              </dl>
              {open && (
                <div className="mb-3">
                  <div className="small text-muted mb-1">{t('campaign.countdown.label')}</div>
                  <Countdown end={item.dateSubmissionEnd} testId="campaign-detail-countdown" onDone={closed} />
                </div>
              )}
              {button === 'submit' && (
                <Link to={submitPath(item)} className="btn btn-success w-100" data-testid="campaign-submit">
                  {t(`campaign.detail.submit.${item.campaignType}`)}
                </Link>
              )}
              {button === 'login' && (
                <button type="button" className="btn btn-success w-100" onClick={() => mustLogin()} data-testid="campaign-submit">
                  {t(`campaign.detail.submit.${item.campaignType}`)}
                </button>
              )}
              {!open && (
                <div className="text-muted small" data-testid="campaign-detail-closed">
                  {t('campaign.detail.notOpen')}
                </div>
              )}
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

export default CampaignDetailPage;

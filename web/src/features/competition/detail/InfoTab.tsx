import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { SafeHtml } from '../../../shared/html/SafeHtml';
import { Countdown } from '../../campaign/Countdown';
import { bannerUrl } from '../../publishing/images';
import { useChangeStateMutation } from '../competitionApi';
import { RewardList, rewardsGiven } from '../RewardList';
import type { Competition } from '../types';

/** The info tab: state, end date, countdown, rewards (with the winning ideas once complete), the new-idea button and idea-list link, roles, counts and the body. */
export function InfoTab({ competition: c }: { competition: Competition }) {
  const { t } = useTranslation();
  const [change, changing] = useChangeStateMutation();
  const src = bannerUrl(c.bannerPath);
  const stateName =
    c.lifeCycleStateDefinitions.length > 0 ? c.lifeCycleStateDefinitions[0].name : t(`competition.state.${c.competitionState}`);
  return (
    <div data-testid="competition-info">
      {src && <img src={src} alt="" className="img-fluid rounded mb-3 inno-banner-16x9" />}
      <dl className="row">
        <dt className="col-sm-3">{t('competition.competitionState')}</dt>
        <dd className="col-sm-9" data-testid="competition-state">
          {stateName}
        </dd>
        {c.dateSubmissionEnd && (
          <>
            <dt className="col-sm-3">{t('competition.dateSubmissionEnd')}</dt>
            <dd className="col-sm-9">{formatDateTime(c.dateSubmissionEnd)}</dd>
          </>
        )}
        {c.roles.length > 0 && (
          <>
            <dt className="col-sm-3">{t('competition.roles')}</dt>
            <dd className="col-sm-9" data-testid="competition-roles">
              {c.roles.map((r) => t(`competition.role.${r}`, { defaultValue: r })).join(', ')}
            </dd>
          </>
        )}
      </dl>
      {c.canSubmit && c.dateSubmissionEnd && <Countdown end={c.dateSubmissionEnd} testId="competition-countdown" />}
      <div className="d-flex flex-wrap gap-2 my-3">
        {c.canSubmit && (
          <Link to={`/contribution/IDEA/null?competitionId=${c.id}`} className="btn btn-primary" data-testid="competition-new-idea">
            {t('competition.newIdea')}
          </Link>
        )}
        <Link to={`/contribution/list/IDEA/${c.id}/mine`} className="btn btn-outline-primary" data-testid="competition-my-ideas">
          {t('competition.myIdeas')}
        </Link>
        {c.callerIsModerator && c.competitionState === 'COMPLETE' && (
          <button
            type="button"
            className="btn btn-outline-dark"
            disabled={changing.isLoading}
            onClick={() =>
              void change({
                competitionId: c.id,
                newCompetitionState: 'ARCHIEVED',
                newIdeaStates: [],
                actionExplanations: [],
                sendEmailToJury: false,
                contributionList: [],
              })
            }
            data-testid="competition-archive"
          >
            {t('competition.archive')}
          </button>
        )}
      </div>
      {c.rewards.length > 0 && (
        <section className="mb-3">
          <h2 className="h5">{t(rewardsGiven(c.competitionState) ? 'competition.winner.title' : 'competition.rewards')}</h2>
          <RewardList rewards={c.rewards} given={rewardsGiven(c.competitionState)} testId="competition-info-rewards" />
        </section>
      )}
      {(c.stateIdeaCount.length > 0 || c.ownStateIdeaList.length > 0) && (
        <div className="row mb-3">
          <section className="col-md-6">
            <h2 className="h5">{t('competition.ideaCounts')}</h2>
            <ul className="list-unstyled" data-testid="competition-idea-counts">
              {c.stateIdeaCount.map((s) => (
                <li key={s.stateId}>
                  {s.stateName}: <strong>{s.ideaCount}</strong>
                </li>
              ))}
            </ul>
          </section>
          <section className="col-md-6">
            <h2 className="h5">{t('competition.ownIdeaCounts')}</h2>
            <ul className="list-unstyled" data-testid="competition-own-idea-counts">
              {c.ownStateIdeaList.map((s) => (
                <li key={s.stateId}>
                  {s.stateName}: <strong>{s.ideaCount}</strong>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      <SafeHtml html={c.body} data-testid="competition-body" />
    </div>
  );
}

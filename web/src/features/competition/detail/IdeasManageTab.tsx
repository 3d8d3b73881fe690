import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { DEFAULT_PAGE_SIZE } from '../../../shared/pager';
import { PagedTable } from '../../../shared/ResponsiveTable/PagedTable';
import { useIdeasQuery, usePossibleStatesQuery } from '../competitionApi';
import type { Competition, Idea } from '../types';
import { IN_PLAY, stateName } from './advance';
import { AdvancePanel } from './AdvancePanel';

/** A score of −1 (none) shows as a dash. */
export function scoreText(v: number): string {
  return v < 0 ? '-' : String(v);
}

/**
 * The ideas-manage tab: the submitted ideas (get-ideas, by code, paged: score, participants, owners,
 * tags, the reward the rank would give and the one given, dates) with, when the competition
 * can move on, each idea in play's new state (the first possible state unless changed; the choices
 * are kept across pages), and the state advance.
 */
export function IdeasManageTab({ competition: c }: { competition: Competition }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const list = useIdeasQuery({ id: c.id, lang: i18n.language, page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'code,asc' });
  const possible = usePossibleStatesQuery({ id: c.id, lang: i18n.language, state: c.competitionState });
  const states = possible.data ?? [];
  const row = (x: Idea) => (
    <tr key={x.id} data-testid={`competition-idea-${x.id}`}>
      <td className="text-nowrap">
        <Link to={`/contribution/view/${x.id}`}>{x.code}</Link>
      </td>
      <td>
        {x.title}
        {x.tags.length > 0 && (
          <div className="small text-body-secondary" data-testid="competition-idea-tags">
            {t('competition.idea.tagsOf', { tags: x.tags.join(', ') })}
          </div>
        )}
      </td>
      <td>{x.stateLabel}</td>
      <td data-testid="competition-idea-score">{scoreText(x.evalAvarage)}</td>
      <td data-testid="competition-idea-participants">{x.participantCount}</td>
      <td>{x.owners.join(', ')}</td>
      <td>
        {x.rewardLabel && <div data-testid="competition-idea-reward">{t('competition.idea.rewardGiven', { reward: x.rewardLabel })}</div>}
        {x.possibleRewardLabel && (
          <div className="small text-body-secondary" data-testid="competition-idea-possible-reward">
            {t('competition.idea.rewardByRank', { reward: x.possibleRewardLabel })}
          </div>
        )}
      </td>
      <td className="small">
        <div>{t('competition.idea.submittedAt', { date: formatDateTime(x.dateSubmitted) })}</div>
        <div className="text-body-secondary">{t('competition.idea.updatedAt', { date: formatDateTime(x.dateUpdated) })}</div>
      </td>
      {states.length > 0 && (
        <td>
          {IN_PLAY.includes(x.stateType) ? (
            <select
              className="form-select form-select-sm inno-idea-state"
              aria-label={t('competition.advance.newState', { idea: x.code })}
              value={chosen[x.id] ?? states[0].id}
              onChange={(e) => setChosen({ ...chosen, [x.id]: Number(e.target.value) })}
              data-testid={`competition-advance-${x.id}`}
            >
              {states.map((s) => (
                <option key={s.id} value={s.id}>
                  {stateName(s, i18n.language)}
                </option>
              ))}
            </select>
          ) : (
            <span className="text-muted">{t('competition.advance.stays')}</span>
          )}
        </td>
      )}
    </tr>
  );
  return (
    <div data-testid="competition-ideas-manage">
      <PagedTable
        list={list}
        page={page}
        onPage={setPage}
        label={t('competition.ideas')}
        data-testid="competition-ideas"
        head={
          <>
            <th scope="col">{t('competition.idea.code')}</th>
            <th scope="col">{t('competition.idea.title')}</th>
            <th scope="col">{t('competition.idea.state')}</th>
            <th scope="col">{t('competition.idea.evalAvarage')}</th>
            <th scope="col">{t('competition.idea.participantCount')}</th>
            <th scope="col">{t('competition.idea.owners')}</th>
            <th scope="col">{t('competition.idea.reward')}</th>
            <th scope="col">{t('competition.idea.dates')}</th>
            {states.length > 0 && <th scope="col">{t('competition.idea.newState')}</th>}
          </>
        }
        row={row}
      />
      {states.length > 0 && <AdvancePanel competition={c} states={states} chosen={chosen} onDone={() => setChosen({})} />}
    </div>
  );
}

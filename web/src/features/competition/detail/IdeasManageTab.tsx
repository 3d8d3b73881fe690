import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { DEFAULT_PAGE_SIZE } from '../../../shared/pager';
import { PagedTable } from '../../../shared/ResponsiveTable/PagedTable';
import { useIdeasQuery, usePossibleStatesQuery } from '../competitionApi';
import type { Competition, Idea } from '../types';
import { AdvancePanel } from './AdvancePanel';

/** A score of −1 (none) shows as a dash. */
export function scoreText(v: number): string {
  return v < 0 ? '-' : String(v);
}

/** The ideas-manage tab: the submitted ideas (get-ideas, by code) and the state advance. */
export function IdeasManageTab({ competition: c }: { competition: Competition }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useIdeasQuery({ id: c.id, lang: i18n.language, page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'code,asc' });
  const possible = usePossibleStatesQuery({ id: c.id, lang: i18n.language, state: c.competitionState });
  const row = (x: Idea) => (
    <tr key={x.id} data-testid={`competition-idea-${x.id}`}>
      <td>
        <Link to={`/contribution/view/${x.id}`}>{x.code}</Link>
      </td>
      <td>{x.title}</td>
      <td>{x.stateLabel}</td>
      <td data-testid="competition-idea-score">{scoreText(x.evalAvarage)}</td>
      <td>{x.owners.join(', ')}</td>
      <td>{x.rewardLabel || x.possibleRewardLabel}</td>
      <td>{formatDateTime(x.dateSubmitted)}</td>
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
            <th scope="col">{t('competition.idea.owners')}</th>
            <th scope="col">{t('competition.idea.reward')}</th>
            <th scope="col">{t('competition.idea.dateSubmitted')}</th>
          </>
        }
        row={row}
      />
      {possible.data && possible.data.length > 0 && <AdvancePanel competition={c} states={possible.data} />}
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../../app/notifications/toasts';
import { useChangeStateMutation } from '../competitionApi';
import type { Competition, PossibleIdeaState } from '../types';
import { changedIdeas, inPlayCount, stateName } from './advance';

/**
 * The state advance: the next competition state, an optional explanation per state (3–1000) and,
 * unless the next state is COMPLETE, the send-email-to-jury choice. The new state of each idea is
 * chosen in the ideas table (default: the first possible state); only the ideas given another state
 * are sent, the server moves the others to the default, so it works at any number of ideas. Once it
 * is done, the info tab shows the competition in its new state.
 */
export function AdvancePanel({
  competition: c,
  states,
  chosen,
  onDone,
}: {
  competition: Competition;
  states: PossibleIdeaState[];
  chosen: Record<number, number>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const next = states[0].nextCompetitionState;
  const ideas = inPlayCount(c);
  const changed = changedIdeas(chosen, states);
  const [explanations, setExplanations] = useState<Record<number, string>>({});
  const [mailJury, setMailJury] = useState(false);
  const [change, changing] = useChangeStateMutation();
  const navigate = useNavigate();

  const submit = async () => {
    for (const text of Object.values(explanations)) {
      const n = Array.from(text.trim()).length;
      if (n > 0 && (n < 3 || n > 1000)) {
        showToasts([{ type: 'error', key: 'competition.messages.explanationSize' }]);
        return;
      }
    }
    const res = await change({
      competitionId: c.id,
      newCompetitionState: next,
      newIdeaStates: changed,
      actionExplanations: Object.entries(explanations)
        .filter(([, text]) => text.trim() !== '')
        .map(([stateId, text]) => ({ stateId: Number(stateId), explanation: text.trim() })),
      sendEmailToJury: next !== 'COMPLETE' && mailJury,
      contributionList: [],
    });
    if (!('error' in res)) {
      onDone();
      // 001 §4: a successful update shows the info tab again (the new state, the counts per state).
      void navigate(`/competition/detail/${c.id}/info`);
    }
  };

  return (
    <section className="card mt-3" data-testid="competition-advance">
      <div className="card-body">
        <h2 className="h5">{t('competition.advance.title', { state: t(`competition.state.${next}`) })}</h2>
        {ideas === 0 ? (
          <p data-testid="competition-no-idea">{t('competition.advance.noIdea')}</p>
        ) : (
          <p data-testid="competition-advance-summary">
            {t('competition.advance.summary', { count: ideas, changed: changed.length, state: stateName(states[0], i18n.language) })}
          </p>
        )}
        <div className="inno-advance-explanations">
          {states.map((s) => (
            <div className="mb-2" key={s.id}>
              <label className="form-label" htmlFor={`competition-explanation-${s.id}`}>
                {t('competition.advance.explanation', { state: stateName(s, i18n.language) })}
              </label>
              <textarea
                id={`competition-explanation-${s.id}`}
                className="form-control"
                rows={2}
                maxLength={1000}
                value={explanations[s.id] ?? ''}
                onChange={(e) => setExplanations({ ...explanations, [s.id]: e.target.value })}
              />
            </div>
          ))}
        </div>
        {next === 'COMPLETE' ? (
          <p className="alert alert-info" data-testid="competition-rewards-note">
            {t('competition.advance.rewardsNote')}
          </p>
        ) : (
          <div className="form-check mb-2">
            <input
              id="competition-mail-jury"
              type="checkbox"
              className="form-check-input"
              checked={mailJury}
              onChange={(e) => setMailJury(e.target.checked)}
            />
            <label className="form-check-label" htmlFor="competition-mail-jury">
              {t('competition.advance.mailJury')}
            </label>
          </div>
        )}
        <button
          type="button"
          className="btn btn-primary"
          disabled={changing.isLoading}
          onClick={() => void submit()}
          data-testid="competition-advance-confirm"
        >
          {t('competition.advance.confirm', { state: t(`competition.state.${next}`) })}
        </button>
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../../app/notifications/toasts';
import { useChangeStateMutation, useIdeasQuery } from '../competitionApi';
import type { Competition, PossibleIdeaState } from '../types';

const IN_PLAY = ['SUBMITTED', 'EVALUATION', 'FLOW'];

function nameOf(s: PossibleIdeaState, lang: string): string {
  return s.stateDefinitionList.find((n) => n.language === lang)?.name ?? s.stateDefinitionList[0]?.name ?? s.code;
}

/**
 * The state advance: the next competition state, a new state for each idea in play (the first
 * possible one by default), an optional explanation per state (3–1000) and, unless the next state is
 * COMPLETE, the send-email-to-jury choice.
 */
export function AdvancePanel({ competition: c, states }: { competition: Competition; states: PossibleIdeaState[] }) {
  const { t, i18n } = useTranslation();
  const next = states[0].nextCompetitionState;
  const all = useIdeasQuery({ id: c.id, lang: i18n.language, page: 0, size: 1000, sort: 'code,asc' });
  const ideas = (all.data?.items ?? []).filter((x) => IN_PLAY.includes(x.stateType));
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [explanations, setExplanations] = useState<Record<number, string>>({});
  const [mailJury, setMailJury] = useState(false);
  const [change, changing] = useChangeStateMutation();

  const submit = async () => {
    for (const text of Object.values(explanations)) {
      const n = Array.from(text.trim()).length;
      if (n > 0 && (n < 3 || n > 1000)) {
        showToasts([{ type: 'error', key: 'competition.messages.explanationSize' }]);
        return;
      }
    }
    await change({
      competitionId: c.id,
      newCompetitionState: next,
      newIdeaStates: ideas.map((x) => ({ ideaId: x.id, newLifeCycleStateId: chosen[x.id] ?? states[0].id })),
      actionExplanations: Object.entries(explanations)
        .filter(([, text]) => text.trim() !== '')
        .map(([stateId, text]) => ({ stateId: Number(stateId), explanation: text.trim() })),
      sendEmailToJury: next !== 'COMPLETE' && mailJury,
      contributionList: [],
    });
  };

  return (
    <section className="card mt-3" data-testid="competition-advance">
      <div className="card-body">
        <h2 className="h5">{t('competition.advance.title', { state: t(`competition.state.${next}`) })}</h2>
        {ideas.length === 0 ? (
          <p data-testid="competition-no-idea">{t('competition.advance.noIdea')}</p>
        ) : (
          <ul className="list-unstyled" data-testid="competition-advance-ideas">
            {ideas.map((x) => (
              <li key={x.id} className="row g-2 align-items-center mb-2">
                <label className="col-md-6 col-form-label" htmlFor={`competition-advance-${x.id}`}>
                  {x.code} – {x.title}
                </label>
                <div className="col-md-6">
                  <select
                    id={`competition-advance-${x.id}`}
                    className="form-select"
                    value={chosen[x.id] ?? states[0].id}
                    onChange={(e) => setChosen({ ...chosen, [x.id]: Number(e.target.value) })}
                    data-testid={`competition-advance-${x.id}`}
                  >
                    {states.map((s) => (
                      <option key={s.id} value={s.id}>
                        {nameOf(s, i18n.language)}
                      </option>
                    ))}
                  </select>
                </div>
              </li>
            ))}
          </ul>
        )}
        {states.map((s) => (
          <div className="mb-2" key={s.id}>
            <label className="form-label" htmlFor={`competition-explanation-${s.id}`}>
              {t('competition.advance.explanation', { state: nameOf(s, i18n.language) })}
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
          disabled={changing.isLoading || !all.data}
          onClick={() => void submit()}
          data-testid="competition-advance-confirm"
        >
          {t('competition.advance.confirm', { state: t(`competition.state.${next}`) })}
        </button>
      </div>
    </section>
  );
}

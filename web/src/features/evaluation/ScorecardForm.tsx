import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { FieldFeedback } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { formatDateTime } from '../../shared/format';
import { useSaveScorecardMutation } from './evaluationApi';
import { formatScore } from './model';
import { MAX_COMMENT, scoreOf, scorecardSchema, toScorecardBody, toScorecardForm, unanswered, type ScorecardValues } from './scorecard';
import { StarRating } from './StarRating';
import type { Scorecard } from './types';

/**
 * The caller's scorecard of one eval type: 1–5 stars per question, an optional comment, the score
 * as it stands, Save draft and Submit while the state takes the evaluation (a submitted one may still
 * change, complete); read-only afterwards.
 */
export function ScorecardForm({ scorecard: s }: { scorecard: Scorecard }) {
  const { t } = useTranslation();
  const d = s.evalDefinition;
  const form = useZodForm<ScorecardValues>(scorecardSchema, toScorecardForm(s), { invalidToast: 'evaluation.scorecard.invalid' });
  const [save, saving] = useSaveScorecardMutation();
  const v = form.values;
  const readOnly = !s.editable;
  const prefix = `scorecard-${s.evalFlowType}`;

  const run = (submit: boolean) =>
    form.submit(async (values) => {
      if (submit && unanswered(d, values) > 0) {
        showToasts([{ type: 'error', key: 'error.scorecardIncomplete' }]);
        return;
      }
      await save(toScorecardBody(s.contributionId, s.evalFlowType, values, submit)).unwrap();
      showToasts([{ type: 'success', key: submit ? 'evaluation.scorecard.submitted' : 'evaluation.scorecard.saved' }]);
    });

  return (
    <form className="card mb-3" noValidate onSubmit={(e) => void run(true)(e)} data-testid={prefix}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 className="h5 mb-1">
              {t(`evaluation.evalType.${s.evalFlowType}`)}: {d.title}
            </h2>
            <p className="text-body-secondary mb-0">{d.explanation}</p>
          </div>
          <span className={`badge ${s.submitted ? 'text-bg-success' : 'text-bg-secondary'}`} data-testid={`${prefix}-status`}>
            {s.submitted ? t('evaluation.scorecard.statusSubmitted') : t('evaluation.scorecard.statusDraft')}
          </span>
        </div>
        {s.submitted && s.submittedDate && (
          <p className="small text-body-secondary">{t('evaluation.scorecard.submittedOn', { date: formatDateTime(s.submittedDate) })}</p>
        )}
        {readOnly && (
          <p className="alert alert-info py-2" data-testid={`${prefix}-read-only`}>
            {t('evaluation.scorecard.readOnly')}
          </p>
        )}
        {d.evalItemDefinitionList.map((q, i) => (
          <StarRating
            key={q.id}
            id={`${prefix}-q${i + 1}`}
            legend={`${i + 1}. ${q.question}`}
            hint={t('evaluation.scorecard.weight', { weight: q.weight })}
            value={v.stars?.[String(q.id)] ?? 0}
            onChange={(n) => form.set(`stars.${String(q.id)}`, n)}
            readOnly={readOnly}
          />
        ))}
        <div className="mb-3">
          <label htmlFor={`${prefix}-comment`} className="form-label">
            {t('evaluation.scorecard.comment')}
          </label>
          <textarea
            id={`${prefix}-comment`}
            className={`form-control${form.errorOf('comment') ? ' is-invalid' : ''}`}
            rows={3}
            maxLength={MAX_COMMENT}
            value={v.comment ?? ''}
            readOnly={readOnly}
            onChange={(e) => form.set('comment', e.target.value)}
            aria-describedby={readOnly ? undefined : `${prefix}-comment-help`}
            data-testid={`${prefix}-comment`}
          />
          {!readOnly && (
            <div id={`${prefix}-comment-help`} className="form-text">
              {t('evaluation.scorecard.commentHelp', { max: MAX_COMMENT })}
            </div>
          )}
          <FieldFeedback id={`${prefix}-comment`} message={form.errorOf('comment')} label={t('evaluation.scorecard.comment')} />
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 border-top pt-3">
          <span className="me-auto" data-testid={`${prefix}-score`}>
            {t('evaluation.scorecard.score', { score: formatScore(scoreOf(d, { stars: v.stars ?? {}, comment: '' })), max: d.evalOver })}
          </span>
          {!readOnly && (
            <>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={saving.isLoading}
                onClick={() => void run(s.submitted)()}
                data-testid={`${prefix}-save`}
              >
                {s.submitted ? t('evaluation.scorecard.saveChanges') : t('evaluation.scorecard.saveDraft')}
              </button>
              {!s.submitted && (
                <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid={`${prefix}-submit`}>
                  {t('evaluation.scorecard.submit')}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { errorKeyOf } from '../../shared/form/validation';
import { useScorecardQuery } from './evaluationApi';
import { ScorecardForm } from './ScorecardForm';
import type { EvalSubject } from './useEvaluationTabs';
import type { EvalType } from './types';

/** The detail page's Evaluation tab: the caller's scorecard of each eval type (useEvaluationTabs). */
export function ScorecardTab({ subject, types }: { subject: EvalSubject; types: readonly EvalType[] }) {
  return (
    <div data-testid="scorecard-tab">
      {types.map((e) => (
        <ScorecardLoader key={e} subject={subject} evalType={e} />
      ))}
    </div>
  );
}

function ScorecardLoader({ subject, evalType }: { subject: EvalSubject; evalType: EvalType }) {
  const { t } = useTranslation();
  const q = useScorecardQuery({
    evalType,
    contributionId: subject.id,
    contributionType: subject.contributionType,
    stateId: subject.stateId,
  });
  if (q.data) return <ScorecardForm key={`${evalType}-${q.data.evalDefinition.id}`} scorecard={q.data} />;
  if (q.isError) {
    const key = errorKeyOf(q.error);
    return (
      <p className="alert alert-warning" data-testid={`scorecard-${evalType}-error`}>
        {t(`evaluation.evalType.${evalType}`)}: {key ? t(`error.${key}`) : t('evaluation.scorecard.unavailable')}
      </p>
    );
  }
  return <PageSpinner />;
}

import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../../shared/BreadcrumbBar';
import { NotFoundPage } from '../../../shared/NotFoundPage';
import { PageSpinner } from '../../../shared/PageSpinner';
import { RecordNotFound } from '../../../shared/RecordNotFound';
import { useCompetitionForUpdateQuery } from '../competitionApi';
import { ModuleGate } from '../ModuleGate';
import { parseStep, STEPS, type Competition, type Step } from '../types';
import { StepBasics } from './StepBasics';
import { StepBody } from './StepBody';
import { StepInputs } from './StepInputs';
import { StepAudience } from './StepAudience';
import { StepJuries } from './StepJuries';
import { StepRewards } from './StepRewards';
import '../competition.css';

/** The path of a wizard step. */
export function stepPath(step: number, id: number): string {
  return `/competition/${step}/${id}/edit`;
}

function Steps({ step, id }: { step: Step; id: number | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('competition.wizard.steps')} className="inno-wizard-steps mb-3">
      <ol className="nav nav-pills flex-wrap">
        {STEPS.map((s) => (
          <li className="nav-item" key={s}>
            {id === null || s === step ? (
              <span className={`nav-link${s === step ? ' active' : ' disabled'}`} aria-current={s === step ? 'step' : undefined}>
                {s}. {t(`competition.wizard.step${s}`)}
              </span>
            ) : (
              <Link className="nav-link" to={stepPath(s, id)} data-testid={`competition-step-${s}`}>
                {s}. {t(`competition.wizard.step${s}`)}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function StepOf({ step, competition }: { step: Step; competition: Competition }) {
  switch (step) {
    case 1:
      return <StepBasics competition={competition} />;
    case 2:
      return <StepBody competition={competition} />;
    case 3:
      return <StepInputs competition={competition} />;
    case 4:
      return <StepAudience competition={competition} />;
    case 5:
      return <StepJuries competition={competition} />;
    case 6:
      return <StepRewards competition={competition} />;
  }
}

/** /competition/new and /competition/{step}/{id}/edit: the six-step wizard (an unknown step: not found). */
export function WizardPage() {
  const { t } = useTranslation();
  const params = useParams();
  const isNew = params.id === undefined;
  const step = isNew ? 1 : parseStep(params.step);
  const id = Number(params.id);
  const valid = step !== null && (isNew || (Number.isInteger(id) && id > 0));
  const current = useCompetitionForUpdateQuery(id, { skip: isNew || !valid });
  if (!valid) return <NotFoundPage />;
  const title = isNew ? t('competition.wizard.create') : t('competition.wizard.edit');
  return (
    <ModuleGate>
      <div className="container-lg" data-testid="competition-wizard">
        <BreadcrumbBar items={[t('global.menu.admin.main'), t('global.menu.admin.competition'), title]} />
        <h1 className="h3 mb-3">
          {title}
          {current.data ? ` – ${current.data.code}` : ''}
        </h1>
        <Steps step={step} id={isNew ? null : id} />
        {isNew ? (
          <StepBasics competition={undefined} />
        ) : current.isError ? (
          <RecordNotFound />
        ) : !current.data ? (
          <PageSpinner />
        ) : (
          <StepOf key={`${step}-${current.data.id}`} step={step} competition={current.data} />
        )}
      </div>
    </ModuleGate>
  );
}

export default WizardPage;

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../../app/notifications/toasts';
import { SelectField, TextField } from '../../../shared/form/FormField';
import { UserSearch } from '../../../shared/UserSearch/UserSearch';
import { EvalDefinitionDialog } from '../../evaluation/EvalDefinitionDialog';
import { useEvalDefinitionsQuery } from '../../evaluation/evaluationApi';
import { useJuriesQuery, useSaveJuriesMutation } from '../competitionApi';
import { juryFormOf, juryPost, juryWarning, JURY_TITLE_MAX, type JuryForm } from '../model';
import type { Competition, Jury } from '../types';
import { StepNav } from './StepNav';
import { stepPath } from './WizardPage';

/** The jury member maximum the server keeps (docs/api-competitions.md). */
export const MAX_JURY_USERS = 50;

/** Step 5: JURY1–3, each with an evaluation definition, a title and its users; an empty jury's stage is skipped. */
export function StepJuries({ competition: c }: { competition: Competition }) {
  const juries = useJuriesQuery(c.id);
  if (!juries.data) return null;
  return <JuriesForm competition={c} initial={juries.data} />;
}

function JuriesForm({ competition: c, initial }: { competition: Competition; initial: Jury[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [juries, setJuries] = useState<JuryForm[]>(initial.map(juryFormOf));
  const [dialog, setDialog] = useState(false);
  const definitions = useEvalDefinitionsQuery('IDEA');
  const [save, saving] = useSaveJuriesMutation();
  const change = (i: number, next: Partial<JuryForm>) => setJuries(juries.map((j, k) => (k === i ? { ...j, ...next } : j)));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    for (const j of juries) {
      const warning = juryWarning(j);
      if (warning) {
        showToasts([{ type: 'warning', key: warning, params: { jury: j.type } }]);
        return;
      }
    }
    const result = await save({ id: c.id, entries: juryPost(juries) });
    if ('data' in result) void navigate(stepPath(6, c.id));
  };
  return (
    <>
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="competition-step-5-form">
        <div className="d-flex justify-content-end mb-2">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setDialog(true)}
            data-testid="competition-new-definition"
          >
            {t('competition.wizard.newDefinition')}
          </button>
        </div>
        {juries.map((j, i) => {
          const options = (definitions.data?.items ?? [])
            .filter((d) => d.evalFlowType === `EVAL_${j.type}`)
            .map((d) => ({ value: String(d.id), label: d.title }));
          return (
            <fieldset className="card mb-3" key={j.type} data-testid={`competition-jury-${j.type}`}>
              <div className="card-body">
                <legend className="h6">{t(`competition.jury.${j.type}`)}</legend>
                <SelectField
                  id={`competition-jury-${j.type}-definition`}
                  label={t('competition.jury.definition')}
                  value={j.evalDefinitionId}
                  onChange={(v) => change(i, { evalDefinitionId: v })}
                  placeholder={t('competition.jury.noDefinition')}
                  options={options}
                />
                <TextField
                  id={`competition-jury-${j.type}-title`}
                  label={t('competition.jury.title')}
                  value={j.title}
                  onChange={(v) => change(i, { title: v })}
                  maxLength={JURY_TITLE_MAX}
                />
                <span className="form-label d-block">{t('competition.jury.users')}</span>
                <UserSearch
                  id={`competition-jury-${j.type}-users`}
                  multiple
                  value={j.users}
                  onChange={(users) => change(i, { users: users.slice(0, MAX_JURY_USERS) })}
                />
              </div>
            </fieldset>
          );
        })}
        <StepNav back={stepPath(4, c.id)} busy={saving.isLoading} />
      </form>
      {/* outside the form: the dialog's own form would submit it through React's event tree */}
      {dialog && <EvalDefinitionDialog type="IDEA" definition={null} onClose={() => setDialog(false)} />}
    </>
  );
}

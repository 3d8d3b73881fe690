import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/form/FormField';
import { useZodForm } from '../../../shared/form/useZodForm';
import { counter } from '../../publishing/form';
import { useCompetitionLifeCyclesQuery, useCreateCompetitionMutation, useUpdateCompetitionMutation } from '../competitionApi';
import { basicsOf, basicsSchema, payloadOf, SUMMARY_MAX, TITLE_MAX, type BasicsForm } from '../model';
import type { Competition } from '../types';
import { StepNav } from './StepNav';
import { stepPath } from './WizardPage';

/** Step 1: code, title, summary and the IDEA life cycle; Next creates (or saves) and goes to step 2. */
export function StepBasics({ competition }: { competition: Competition | undefined }) {
  const lifeCycles = useCompetitionLifeCyclesQuery();
  const options = lifeCycles.data ?? [];
  if (!competition && lifeCycles.isLoading) return null;
  return <BasicsForm competition={competition} defaultLifeCycle={options.find((o) => o.isDefault)?.id} options={options} />;
}

function BasicsForm({
  competition,
  defaultLifeCycle,
  options,
}: {
  competition: Competition | undefined;
  defaultLifeCycle: number | undefined;
  options: { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(basicsSchema, basicsOf(competition, defaultLifeCycle), { invalidToast: 'competition.messages.invalid' });
  const v = form.values;
  const [create, created] = useCreateCompetitionMutation();
  const [update, updated] = useUpdateCompetitionMutation();
  const onSubmit = form.submit(
    async (values: BasicsForm) => {
      const fields = {
        code: values.code.trim(),
        title: values.title.trim(),
        summary: values.summary.trim(),
        lifecycle: Number(values.lifecycle),
      };
      const saved = competition
        ? await update(payloadOf(competition, fields)).unwrap()
        : await create({ ...fields, accessLevel: 'PUBLIC' }).unwrap();
      void navigate(stepPath(2, saved.id));
    },
    { errorKeys: { competitionCodeExists: 'code', competitionLifeCycleInvalid: 'lifecycle' } },
  );
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="competition-step-1-form">
      <TextField
        {...form.text('code')}
        id="competition-code"
        label={t('competition.code')}
        required
        maxLength={16}
        help={counter(v.code, 16)}
      />
      <TextField
        {...form.text('title')}
        id="competition-title"
        label={t('competition.title')}
        required
        maxLength={TITLE_MAX}
        help={counter(v.title, TITLE_MAX)}
      />
      <TextField
        {...form.text('summary')}
        id="competition-summary"
        label={t('competition.summary')}
        required
        maxLength={SUMMARY_MAX}
        help={counter(v.summary, SUMMARY_MAX)}
      />
      <SelectField
        {...form.text('lifecycle')}
        id="competition-lifecycle"
        label={t('competition.lifecycle')}
        required
        placeholder={t('competition.wizard.chooseLifeCycle')}
        options={options.map((o) => ({ value: String(o.id), label: o.name }))}
      />
      <StepNav back={null} busy={created.isLoading || updated.isLoading} />
    </form>
  );
}

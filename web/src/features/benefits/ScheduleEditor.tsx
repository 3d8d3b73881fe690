import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../shared/form/useZodForm';
import { SelectField, TextField } from '../../shared/form/FormField';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import { useSaveScheduleMutation } from './benefitsApi';
import { DateField } from './DateField';
import { newStep, scheduleBody, scheduleSchema, scheduleToForm, type StepValues } from './model';
import { SCHEDULE_STATUSES, type ImplementationSchedule } from './types';

/** The schedule's steps as a form: a save replaces every step (in this order). */
export function ScheduleEditor({
  contributionId,
  schedule,
  onClose,
}: {
  contributionId: number;
  schedule: ImplementationSchedule;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm<{ steps: StepValues[] }>(scheduleSchema, scheduleToForm(schedule), { invalidToast: 'schedule.invalid' });
  const steps = form.values.steps ?? [];
  const [save, saving] = useSaveScheduleMutation();
  const setSteps = (next: StepValues[]) => form.set('steps', next);
  const onSubmit = form.submit(async (values) => {
    await save(scheduleBody(values, contributionId)).unwrap();
    onClose();
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="schedule-editor">
      {steps.map((st, i) => (
        <fieldset className="border rounded p-2 mb-3" key={i} data-testid={`schedule-editor-step-${i}`}>
          <legend className="h6 float-none w-auto px-1 mb-0">{t('schedule.stepN', { n: i + 1 })}</legend>
          <div className="row g-2">
            <div className="col-12 col-lg-6">
              <TextField
                {...form.text(`steps.${i}.title`)}
                id={`schedule-step-${i}-title`}
                label={t('schedule.stepTitle')}
                required
                maxLength={255}
              />
            </div>
            <div className="col-12 col-lg-3">
              <SelectField
                {...form.text(`steps.${i}.status`)}
                id={`schedule-step-${i}-status`}
                label={t('schedule.statusLabel')}
                required
                options={SCHEDULE_STATUSES.map((s) => ({ value: s, label: t(`schedule.status.${s}`) }))}
              />
            </div>
            <div className="col-12 col-lg-3 mb-3">
              <label className="form-label" htmlFor={`schedule-step-${i}-responsible-input`}>
                {t('schedule.responsible')}
              </label>
              <UserSearch
                id={`schedule-step-${i}-responsible`}
                value={st.responsibleUserId === null ? [] : [{ id: st.responsibleUserId, login: '', fullName: st.responsibleName }]}
                onChange={(users) => {
                  form.set(`steps.${i}.responsibleUserId`, users[0]?.id ?? null);
                  form.set(`steps.${i}.responsibleName`, users[0]?.fullName ?? '');
                }}
              />
            </div>
            <div className="col-12 col-sm-6 col-lg-3">
              <DateField
                {...form.text(`steps.${i}.plannedStart`)}
                id={`schedule-step-${i}-plannedStart`}
                label={t('schedule.plannedStart')}
                required
              />
            </div>
            <div className="col-12 col-sm-6 col-lg-3">
              <DateField
                {...form.text(`steps.${i}.plannedEnd`)}
                id={`schedule-step-${i}-plannedEnd`}
                label={t('schedule.plannedEnd')}
                required
              />
            </div>
            <div className="col-12 col-sm-6 col-lg-3">
              <DateField {...form.text(`steps.${i}.actualStart`)} id={`schedule-step-${i}-actualStart`} label={t('schedule.actualStart')} />
            </div>
            <div className="col-12 col-sm-6 col-lg-3">
              <DateField {...form.text(`steps.${i}.actualEnd`)} id={`schedule-step-${i}-actualEnd`} label={t('schedule.actualEnd')} />
            </div>
          </div>
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            onClick={() => setSteps(steps.filter((_, j) => j !== i))}
            data-testid={`schedule-step-${i}-remove`}
          >
            {t('schedule.removeStep')}
          </button>
        </fieldset>
      ))}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm me-auto"
          disabled={steps.length >= 100}
          onClick={() => setSteps([...steps, newStep()])}
          data-testid="schedule-add-step"
        >
          {t('schedule.addStep')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('entity.action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="schedule-save">
          {t('entity.action.save')}
        </button>
      </div>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextField } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { ContributionTypeSelect } from './dialogs/fields';
import { useSaveLifeCycleMutation } from './lifeCycleApi';
import { lifeCyclePayload, lifeCycleSchema, lifeCycleToForm } from './stateForms';
import { FLAG_KEYS, RATING_TYPES, type LifeCycle, type RatingType } from './types';

/** The life cycle's own fields: name, type, default and active flags, rating type, the chat and banner flags. A save refreshes the editor. */
export function SettingsCard({ lifeCycle }: { lifeCycle: LifeCycle }) {
  const { t } = useTranslation();
  const form = useZodForm(lifeCycleSchema, lifeCycleToForm(lifeCycle), { invalidToast: 'lifeCycle.messages.invalid' });
  const [saveLifeCycle] = useSaveLifeCycleMutation();
  const onSubmit = form.submit((values) => saveLifeCycle(lifeCyclePayload(values)).unwrap());

  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="life-cycle-settings">
      <div className="card-body">
        <div className="row">
          <div className="col-md-6">
            <TextField {...form.text('name')} id="life-cycle-name" label={t('lifeCycle.name')} required maxLength={200} />
          </div>
          <div className="col-md-6">
            <ContributionTypeSelect value={form.values.contributionType} onChange={(x) => form.set('contributionType', x)} />
          </div>
        </div>
        <div className="row">
          <div className="col-md-4">
            <CheckField {...form.check('isDefault')} id="life-cycle-isDefault" label={t('lifeCycle.isDefault')}>
              {t('lifeCycle.isDefault')}
            </CheckField>
            <CheckField {...form.check('isActive')} id="life-cycle-isActive" label={t('lifeCycle.isActive')}>
              {t('lifeCycle.isActive')}
            </CheckField>
            <SelectField
              id="life-cycle-ratingType"
              label={t('lifeCycle.ratingType')}
              value={form.values.ratingType}
              onChange={(x) => form.set('ratingType', x as RatingType)}
              options={RATING_TYPES.map((r) => ({ value: r, label: t(`lifeCycle.ratingTypes.${r}`) }))}
              help={t('lifeCycle.ratingTypeHelp')}
            />
          </div>
          <div className="col-md-8">
            {FLAG_KEYS.map((k) => (
              <CheckField key={k} {...form.check(k)} id={`life-cycle-${k}`} label={t(`lifeCycle.${k}`)}>
                {t(`lifeCycle.${k}`)}
              </CheckField>
            ))}
          </div>
        </div>
      </div>
      <div className="card-footer text-end">
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting} data-testid="life-cycle-save">
          {t('entity.action.save')}
        </button>
      </div>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../../../shared/form/FormField';
import { useSaveLifeCycleMutation } from '../lifeCycleApi';
import { lifeCyclePayload, lifeCycleSchema, newLifeCycleForm } from '../stateForms';
import type { LifeCycle } from '../types';
import { CrudDialog } from './CrudDialog';
import { ContributionTypeSelect } from './fields';

/** A new life cycle: name, type and whether it becomes the type's default. */
export function LifeCycleDialog({ onClose }: { onClose: (created: LifeCycle | null) => void }) {
  const { t } = useTranslation();
  const [saveLifeCycle] = useSaveLifeCycleMutation();
  return (
    <CrudDialog
      testId="life-cycle-dialog"
      title={t('lifeCycle.list.create')}
      schema={lifeCycleSchema}
      initial={newLifeCycleForm()}
      save={async (values) => onClose(await saveLifeCycle(lifeCyclePayload(values)).unwrap())}
      onClose={(saved) => saved || onClose(null)}
    >
      {(form) => (
        <>
          <TextField {...form.text('name')} id="life-cycle-name" label={t('lifeCycle.name')} required maxLength={200} />
          <ContributionTypeSelect value={form.values.contributionType} onChange={(x) => form.set('contributionType', x)} />
          <CheckField {...form.check('isDefault')} id="life-cycle-isDefault" label={t('lifeCycle.isDefault')}>
            {t('lifeCycle.isDefault')}
          </CheckField>
          <p className="form-text">{t('lifeCycle.list.createHelp')}</p>
        </>
      )}
    </CrudDialog>
  );
}

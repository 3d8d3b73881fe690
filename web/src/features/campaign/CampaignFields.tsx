import { useTranslation } from 'react-i18next';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import type { ZodForm } from '../../shared/form/useZodForm';
import { DateTimeField, RequiredMark } from '../publishing/EditorSections';
import { CODE_MAX, type CampaignForm } from './form';
import type { CampaignType } from './types';

/** The campaign's code, required (3–16 letters, digits, dots or hyphens). */
export function CampaignCodeField({ form }: { form: ZodForm<CampaignForm> }) {
  const { t } = useTranslation();
  return <TextField {...form.text('code')} id="campaign-code" label={t('campaign.code')} required maxLength={CODE_MAX} />;
}

/** The campaign's type (fixed once published) and the end of its submission window. */
export function CampaignTypeAndEnd({ form, types }: { form: ZodForm<CampaignForm>; types: readonly CampaignType[] }) {
  const { t } = useTranslation();
  const { values: v, set, errorOf } = form;
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">
          {t('campaign.campaignType')}
          <RequiredMark />
        </legend>
        {types.map((type) => (
          <div className="form-check" key={type}>
            <input
              id={`campaign-type-${type}`}
              type="radio"
              name="campaign-type"
              className="form-check-input"
              checked={v.campaignType === type}
              disabled={v.publishState !== null && v.publishState !== 'DRAFT'}
              onChange={() => set('campaignType', type)}
              data-testid={`campaign-type-${type}`}
            />
            <label className="form-check-label" htmlFor={`campaign-type-${type}`}>
              {t(`contribution.types.${type}`)}
            </label>
          </div>
        ))}
        <FieldFeedback id="campaign-type" message={errorOf('campaignType')} label={t('campaign.campaignType')} />
      </fieldset>
      <DateTimeField
        id="campaign-end"
        label={t('campaign.dateSubmissionEnd')}
        help={t('campaign.update.endHelp')}
        value={v.dateSubmissionEnd}
        onChange={(x) => set('dateSubmissionEnd', x)}
        error={errorOf('dateSubmissionEnd')}
      />
    </>
  );
}

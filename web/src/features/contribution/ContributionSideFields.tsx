import { useTranslation } from 'react-i18next';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import { SelectField } from '../../shared/form/FormField';
import { AttachmentsSection } from './AttachmentsSection';
import { BannerSection } from './BannerSection';
import { FREE_CAMPAIGN, MAX_CO_OWNERS } from './form';
import { TagPicker } from './TagPicker';
import type { ContributionFormState, FormData } from './useContributionForm';

/** The form's side column: field, campaign, tags, co-owners, banner and files. */
export function ContributionSideFields({ state, data }: { state: ContributionFormState; data: FormData }) {
  const { t } = useTranslation();
  const { form, errorOf, change, isIdea, original } = state;
  const v = form.values;
  return (
    <>
      <SelectField
        id="contribution-field"
        label={t('contribution.fieldId')}
        value={v.fieldId}
        onChange={(x) => change('fieldId', x)}
        error={errorOf('fieldId')}
        placeholder={t('contribution.noField')}
        options={data.fields.map((f) => ({ value: String(f.value), label: f.label }))}
      />
      {!isIdea && (
        <SelectField
          id="contribution-campaign"
          label={t('contribution.campaignId')}
          value={v.campaignId}
          onChange={(x) => change('campaignId', x)}
          error={errorOf('campaignId')}
          options={data.campaigns.map((c) => ({ value: String(c.id), label: c.title }))}
        >
          <option value={FREE_CAMPAIGN}>{t('contribution.freeCampaign')}</option>
        </SelectField>
      )}
      <TagPicker tags={data.tags} value={v.tagIds} onChange={(ids) => change('tagIds', ids)} />
      <div className="mb-3">
        <div className="form-label">{t('contribution.coOwnerIds')}</div>
        <UserSearch
          id="contribution-co-owners"
          multiple
          value={v.coOwners}
          onChange={(users) => change('coOwners', users.slice(0, MAX_CO_OWNERS))}
        />
        <div className="form-text">{t('contribution.coOwnersHelp', { max: MAX_CO_OWNERS })}</div>
      </div>
      <BannerSection
        contributionId={original.id}
        initial={{ bannerId: original.bannerId ?? null, path: data.detail.bannerPreviewPath ?? original.bannerPath ?? null }}
      />
      <AttachmentsSection contributionId={original.id} />
    </>
  );
}

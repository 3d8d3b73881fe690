import { useTranslation } from 'react-i18next';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import { FieldFeedback } from '../../shared/form/FormField';
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
      <div className="mb-3">
        <label htmlFor="contribution-field" className="form-label">
          {t('contribution.fieldId')}
        </label>
        <select
          id="contribution-field"
          className={`form-select${errorOf('fieldId') ? ' is-invalid' : ''}`}
          value={v.fieldId}
          onChange={(e) => change('fieldId', e.target.value)}
          data-testid="contribution-field"
        >
          <option value="">{t('contribution.noField')}</option>
          {data.fields.map((f) => (
            <option key={f.value} value={String(f.value)}>
              {f.label}
            </option>
          ))}
        </select>
        <FieldFeedback id="contribution-field" message={errorOf('fieldId')} label={t('contribution.fieldId')} />
      </div>
      {!isIdea && (
        <div className="mb-3">
          <label htmlFor="contribution-campaign" className="form-label">
            {t('contribution.campaignId')}
          </label>
          <select
            id="contribution-campaign"
            className={`form-select${errorOf('campaignId') ? ' is-invalid' : ''}`}
            value={v.campaignId}
            onChange={(e) => change('campaignId', e.target.value)}
            data-testid="contribution-campaign"
          >
            <option value={FREE_CAMPAIGN}>{t('contribution.freeCampaign')}</option>
            {data.campaigns.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title}
              </option>
            ))}
          </select>
          <FieldFeedback id="contribution-campaign" message={errorOf('campaignId')} label={t('contribution.campaignId')} />
        </div>
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

/**
 * The sections of the edit form that content and campaigns share: the title, the summary and body, the
 * banner and the audience. Field ids are `{entity}-{field}` (content-title, campaign-summary …).
 */
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import type { ZodForm } from '../../shared/form/useZodForm';
import type { FieldMessage } from '../../shared/form/validation';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { FORM_ACCESS_LEVELS } from './audience';
import { BannerUploader } from './BannerUploader';
import { counter, SUMMARY_MAX, TITLE_MAX, type PublishableForm } from './form';
import { TargetPicker } from './TargetPicker';
import type { BannerKind } from './types';

type Shared = PublishableForm<string>;

/** The shared fields of a kind's form, as the sections read and set them. */
export interface SharedFields {
  values: Shared;
  set: <K extends keyof Shared>(name: K, value: Shared[K]) => void;
  errorOf: (name: 'title' | 'summary') => FieldMessage | undefined;
}

/** A kind's form seen through its shared fields (its own form type holds them all). */
export function sharedFields<F extends Shared & FieldValues>(form: ZodForm<F>): SharedFields {
  return form as unknown as SharedFields;
}

interface SectionProps {
  entity: BannerKind;
  fields: SharedFields;
}

function Required() {
  return (
    <span className="text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}

/** The title, required, with its character counter. */
export function TitleField({ entity, fields }: SectionProps) {
  const { t } = useTranslation();
  const { values: v, set, errorOf } = fields;
  return (
    <TextField
      id={`${entity}-title`}
      label={t(`${entity}.title`)}
      value={v.title}
      onChange={(x) => set('title', x)}
      error={errorOf('title')}
      required
      maxLength={TITLE_MAX}
      help={counter(v.title, TITLE_MAX)}
    />
  );
}

/** The summary (required, with its counter) and the rich-text body. */
export function SummaryAndBody({ entity, fields }: SectionProps) {
  const { t } = useTranslation();
  const { values: v, set, errorOf } = fields;
  const id = `${entity}-summary`;
  const error = errorOf('summary');
  return (
    <>
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {t(`${entity}.summary`)}
          <Required />
        </label>
        <textarea
          id={id}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={SUMMARY_MAX}
          value={v.summary}
          onChange={(e) => set('summary', e.target.value)}
          data-testid={id}
        />
        <div className="form-text">{counter(v.summary, SUMMARY_MAX)}</div>
        <FieldFeedback id={id} message={error} label={t(`${entity}.summary`)} />
      </div>
      <div className="mb-3">
        <span className="form-label d-block">{t(`${entity}.body`)}</span>
        <RichTextEditor id={`${entity}-body`} label={t(`${entity}.body`)} value={v.body} onChange={(html) => set('body', html)} />
      </div>
    </>
  );
}

/** The banner uploader once the item is saved; before, a note that it comes after the first save. */
export function BannerSection({ entity, fields }: SectionProps) {
  const { t } = useTranslation();
  const { values: v, set } = fields;
  if (v.id === null) {
    return (
      <p className="form-text" data-testid={`${entity}-banner-later`}>
        {t('bannerUpload.afterFirstSave')}
      </p>
    );
  }
  return <BannerUploader kind={entity} ownerId={v.id} value={v.banner} onChange={(b) => set('banner', b)} />;
}

/** Who the item is for: the access level (the form offers two, and the item's own) and the targets. */
export function AudienceSection({ entity, fields }: SectionProps) {
  const { t } = useTranslation();
  const { values: v, set } = fields;
  const levels = FORM_ACCESS_LEVELS.includes(v.accessLevel) ? FORM_ACCESS_LEVELS : [...FORM_ACCESS_LEVELS, v.accessLevel];
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t(`${entity}.accessLevel`)}</legend>
        {levels.map((level) => (
          <div className="form-check" key={level}>
            <input
              id={`${entity}-access-${level}`}
              type="radio"
              name={`${entity}-access`}
              className="form-check-input"
              checked={v.accessLevel === level}
              onChange={() => set('accessLevel', level)}
              data-testid={`${entity}-access-${level}`}
            />
            <label className="form-check-label" htmlFor={`${entity}-access-${level}`}>
              {t(`audience.accessLevel.${level}`)}
            </label>
          </div>
        ))}
      </fieldset>
      <TargetPicker id={`${entity}-targets`} value={v.targets} onChange={(x) => set('targets', x)} />
    </>
  );
}

/** A required label mark for the kinds' own fields. */
export { Required as RequiredMark };

/** A required date and time (<input type="datetime-local">) with its help text: the content's last date, the campaign's end. */
export function DateTimeField({
  id,
  label,
  help,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  help: string;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        <Required />
      </label>
      <input
        id={id}
        type="datetime-local"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      />
      <div className="form-text">{help}</div>
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

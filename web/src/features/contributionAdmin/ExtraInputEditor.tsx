import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Path, PathValue } from 'react-hook-form';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { CheckField, FieldFeedback, TextField } from '../../shared/form/FormField';
import { encodeMessage } from '../../shared/form/schema';
import { useZodForm } from '../../shared/form/useZodForm';
import { serverFieldErrors } from '../../shared/form/validation';
import { liveErrors } from '../../shared/form/liveErrors';
import type { ContributionType, InputType, ExtraInput } from '../contribution/types';
import { useFieldsQuery, useSaveExtraInputMutation } from './contributionAdminApi';
import {
  RANGE_DEFAULTS,
  addOption,
  emptyExtraInputForm,
  extraInputPayload,
  extraInputSchema,
  extraInputToForm,
  formErrorsOf,
  hasRange,
  hasSelection,
  inputTypesFor,
  type ExtraInputForm,
} from './extraInputForm';
import { ExtraInputLanguage } from './ExtraInputLanguage';
import { ExtraInputOptions } from './ExtraInputOptions';
import { fieldTitle } from './fieldForm';
import { formLanguages, typeKey } from './model';

/** The list this form belongs to: the path without '/new' or '/{id}/edit'. */
export function listPathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '').replace(/\/(new|[^/]+\/edit)$/, '');
}

export type SetField = <N extends Path<ExtraInputForm>>(name: N, value: PathValue<ExtraInputForm, N>, ...serverKeys: string[]) => void;

/** The editor inside a competition's wizard (step 3): the input belongs to the competition, and done closes the dialog. */
export interface InCompetition {
  competitionId: number;
  onDone: () => void;
}

/**
 * The extra-input form of spec 002 §5: type, field, required, range, options, a label and explanation per
 * language. As a page it returns to the list; inside a competition's wizard (`inCompetition`) it has no field
 * and calls onDone.
 */
export function ExtraInputEditor({
  source,
  original,
  inCompetition,
}: {
  source: ContributionType;
  original: ExtraInput | null;
  inCompetition?: InCompetition;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const listPath = listPathOf(useLocation().pathname);
  const config = useAppSelector((s) => s.applicationConfig.config);
  const languages = formLanguages(config.locales, original?.definitionList ?? []);
  const schema = extraInputSchema(source, languages);
  const initial = original ? extraInputToForm(original) : { ...emptyExtraInputForm(), competitionId: inCompetition?.competitionId ?? null };
  const form = useZodForm(schema, initial, {
    invalidToast: 'contributionAdmin.extraInput.invalid',
  });
  const errorOf = liveErrors(form, schema);
  const v = form.values;
  const fieldList = useFieldsQuery({ type: source, page: 0, size: 100, sort: ['sortOrder,asc', 'id,asc'] }, { skip: !!inCompetition });
  const fields = fieldList.data?.items ?? [];
  const [saveInput, saving] = useSaveExtraInputMutation();
  const langName = (l: string) => config.languages[l] ?? l;
  const defaults = RANGE_DEFAULTS[v.inputType];

  /** Sets a value as the user does; the server's messages under `serverKeys` go at once. */
  const set: SetField = (name, value, ...serverKeys) => {
    for (const key of [name, ...serverKeys]) form.clearErrors(key as Path<ExtraInputForm>);
    form.set(name, value);
  };

  const onSubmit = form.submit(
    async (values) => {
      await saveInput({ source, body: extraInputPayload(values, source) }).unwrap();
      if (inCompetition) inCompetition.onDone();
      else void navigate(listPath);
    },
    {
      // indexed server fields (definitionList[0].label) land on the field of their language or option
      onError: (error) => {
        const values = form.getValues();
        const messages = formErrorsOf(serverFieldErrors(error), extraInputPayload(values, source), values);
        for (const [key, m] of Object.entries(messages)) {
          form.setError(key as Path<ExtraInputForm>, { type: 'server', message: encodeMessage(m) });
        }
      },
    },
  );

  const heading = v.id === null ? t('contributionAdmin.extraInput.create') : t('contributionAdmin.extraInput.edit');
  return (
    <div className={inCompetition ? undefined : 'container-lg'} data-testid="extra-input-form-page">
      {!inCompetition && (
        <>
          <BreadcrumbBar
            items={[t('global.menu.admin.main'), t('contributionAdmin.extraInput.title', { type: t(typeKey(source)) }), heading]}
          />
          <h1 className="h4 mb-3">{heading}</h1>
        </>
      )}
      <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="extra-input-form">
        <div className="row">
          <div className="col-md-6 mb-3">
            <label htmlFor="extra-input-inputType" className="form-label">
              {t('contributionAdmin.extraInput.inputType')}
              <span className="text-danger ms-1" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="extra-input-inputType"
              className="form-select"
              value={v.inputType}
              onChange={(e) => {
                const next = e.target.value as InputType;
                set('inputType', next);
                // a selection starts with one option to fill in
                if (hasSelection(next) && v.options.length === 0) set('options', addOption(v));
              }}
              data-testid="extra-input-inputType"
            >
              {inputTypesFor(source).map((type) => (
                <option key={type} value={type}>
                  {t(`contributionAdmin.extraInput.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          {!inCompetition && (
            <div className="col-md-6 mb-3">
              <label htmlFor="extra-input-fieldId" className="form-label">
                {t('contributionAdmin.extraInput.field')}
              </label>
              <select
                id="extra-input-fieldId"
                className="form-select"
                value={v.fieldId}
                onChange={(e) => set('fieldId', e.target.value)}
                data-testid="extra-input-fieldId"
              >
                <option value="">{t('contributionAdmin.extraInput.allFields')}</option>
                {fields.map((f) => (
                  <option key={f.id} value={String(f.id)}>
                    {fieldTitle(f, i18n.language, t('contributionAdmin.common.undefined'))}
                    {f.isActive ? '' : ` (${t('contributionAdmin.common.inactive')})`}
                  </option>
                ))}
              </select>
              <div className="form-text">{t('contributionAdmin.extraInput.fieldHelp')}</div>
            </div>
          )}
          <div className="col-12">
            <CheckField {...form.check('isRequired')} id="extra-input-isRequired" label={t('contributionAdmin.extraInput.required')}>
              {t('contributionAdmin.extraInput.required')}
            </CheckField>
          </div>
          {hasRange(v.inputType) && defaults && (
            <>
              {(['minLenOrValue', 'maxLenOrValue'] as const).map((key) => (
                <div className="col-md-6" key={key}>
                  <TextField
                    id={`extra-input-${key}`}
                    label={t(
                      `contributionAdmin.extraInput.${key === 'minLenOrValue' ? 'min' : 'max'}${v.inputType === 'NUMERIC' ? 'Number' : 'Length'}`,
                    )}
                    value={v[key]}
                    onChange={(x) => set(key, x)}
                    error={errorOf(key)}
                    inputMode="numeric"
                    placeholder={String(key === 'minLenOrValue' ? defaults.min : defaults.max)}
                  />
                </div>
              ))}
            </>
          )}
        </div>
        {hasSelection(v.inputType) && (
          <ExtraInputOptions values={v} languages={languages} langName={langName} errorOf={errorOf} set={set} />
        )}
        {languages.map((l) => (
          <ExtraInputLanguage key={l} language={l} name={langName(l)} values={v} required={source === 'IDEA'} errorOf={errorOf} set={set} />
        ))}
        <FieldFeedback id="extra-input-labels" message={errorOf('labels')} label={t('contributionAdmin.extraInput.label')} />
        <FieldFeedback
          id="extra-input-definitionList"
          message={errorOf('definitionList')}
          label={t('contributionAdmin.extraInput.label')}
        />
        <div className="d-flex gap-2 mt-3">
          {inCompetition ? (
            <button type="button" className="btn btn-secondary" onClick={inCompetition.onDone} data-testid="extra-input-cancel">
              {t('entity.action.cancel')}
            </button>
          ) : (
            <Link to={listPath} className="btn btn-secondary" data-testid="extra-input-cancel">
              {t('entity.action.cancel')}
            </Link>
          )}
          <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="extra-input-save">
            {t('entity.action.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

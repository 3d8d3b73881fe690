import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { CheckField, FieldFeedback, TextField } from '../../shared/form/FormField';
import { serverFieldErrors, type FieldMessage } from '../../shared/form/validation';
import { TypeGate } from './TypeGate';
import { createExtraInput, fetchExtraInput, fetchFields, updateExtraInput } from './contributionAdminApi';
import {
  EXPLANATION_MAX,
  LABEL_MAX,
  RANGE_DEFAULTS,
  SELECTION_VALUE_MAX,
  SELECTION_VALUES_MAX,
  addOption,
  counter,
  emptyExtraInputForm,
  extraInputPayload,
  extraInputToForm,
  fieldTitle,
  formErrorsOf,
  formLanguages,
  hasRange,
  hasSelection,
  inputTypesFor,
  optionLanguages,
  typeKey,
  validateExtraInput,
  type ContributionField,
  type ContributionType,
  type ExtraInput,
  type ExtraInputForm,
  type InputType,
} from './model';

/** /extra-input/{source}/new and /extra-input/{source}/{id}/edit. */
export function ExtraInputFormPage() {
  const { source, id } = useParams();
  return <TypeGate value={source}>{(s) => <ExtraInputEditor key={`${s}/${id ?? 'new'}`} source={s} id={id ?? null} />}</TypeGate>;
}

/** The list this form belongs to: the path without '/new' or '/{id}/edit'. */
export function listPathOf(pathname: string): string {
  return pathname.replace(/\/+$/, '').replace(/\/(new|[^/]+\/edit)$/, '');
}

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; original: ExtraInput | null };

function ExtraInputEditor({ source, id }: { source: ContributionType; id: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listPath = listPathOf(pathname);
  const config = useAppSelector((s) => s.applicationConfig.config);
  const [loaded, setLoaded] = useState<Loaded>(id === null ? { state: 'ready', original: null } : { state: 'loading' });
  const [v, setV] = useState<ExtraInputForm>(emptyExtraInputForm);
  const [fields, setFields] = useState<ContributionField[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldMessage>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchExtraInput(source, id, controller.signal).then(
      (r) => {
        setV(extraInputToForm(r.data));
        setLoaded({ state: 'ready', original: r.data });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ state: 'missing' });
      },
    );
    return () => controller.abort();
  }, [source, id]);

  useEffect(() => {
    const controller = new AbortController();
    fetchFields(source, { page: 0, size: 100, sort: ['sortOrder,asc', 'id,asc'] }, controller.signal).then(
      (r) => setFields(r.items),
      () => undefined,
    );
    return () => controller.abort();
  }, [source]);

  if (loaded.state === 'loading') return <PageSpinner />;
  if (loaded.state === 'missing') return <RecordNotFound />;

  const languages = formLanguages(config.locales, loaded.original?.definitionList ?? []);
  const langName = (l: string) => config.languages[l] ?? l;
  const types = inputTypesFor(source);
  const errors: Record<string, FieldMessage | undefined> = {
    ...(submitted ? validateExtraInput(v, source, languages) : {}),
    ...serverErrors,
  };
  const set = <K extends keyof ExtraInputForm>(key: K, value: ExtraInputForm[K]) => {
    setV((cur) => ({ ...cur, [key]: value }));
    if (key in serverErrors) {
      const next = { ...serverErrors };
      delete next[key as string];
      setServerErrors(next);
    }
  };
  const optionLangs = optionLanguages(languages, v.options);
  const setOptionLabel = (i: number, lang: string, label: string) => {
    set(
      'options',
      v.options.map((o, j) => (j === i ? { ...o, labels: { ...o.labels, [lang]: label } } : o)),
    );
    const key = `selectionValue-${i}-${lang}`;
    if (key in serverErrors) {
      const next = { ...serverErrors };
      delete next[key];
      setServerErrors(next);
    }
  };
  const defaults = RANGE_DEFAULTS[v.inputType];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateExtraInput(v, source, languages)).length > 0) return;
    setSaving(true);
    const body = extraInputPayload(v, source);
    try {
      if (v.id === null) await createExtraInput(source, body);
      else await updateExtraInput(source, body);
      void navigate(listPath);
    } catch (err) {
      if (isApiError(err)) setServerErrors(formErrorsOf(serverFieldErrors(err), body, v));
    } finally {
      setSaving(false);
    }
  };

  const heading = v.id === null ? t('contributionAdmin.extraInput.create') : t('contributionAdmin.extraInput.edit');
  return (
    <div className="container-lg" data-testid="extra-input-form-page">
      <BreadcrumbBar
        items={[t('global.menu.admin.main'), t('contributionAdmin.extraInput.title', { type: t(typeKey(source)) }), heading]}
      />
      <h2 className="h4 mb-3">{heading}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="extra-input-form">
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
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`contributionAdmin.extraInput.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
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
          <div className="col-12">
            <CheckField
              id="extra-input-isRequired"
              checked={v.isRequired}
              onChange={(x) => set('isRequired', x)}
              label={t('contributionAdmin.extraInput.required')}
            >
              {t('contributionAdmin.extraInput.required')}
            </CheckField>
          </div>
          {hasRange(v.inputType) && defaults && (
            <>
              <div className="col-md-6">
                <TextField
                  id="extra-input-minLenOrValue"
                  label={
                    v.inputType === 'NUMERIC' ? t('contributionAdmin.extraInput.minNumber') : t('contributionAdmin.extraInput.minLength')
                  }
                  value={v.minLenOrValue}
                  onChange={(x) => set('minLenOrValue', x)}
                  error={errors.minLenOrValue}
                  inputMode="numeric"
                  placeholder={String(defaults.min)}
                />
              </div>
              <div className="col-md-6">
                <TextField
                  id="extra-input-maxLenOrValue"
                  label={
                    v.inputType === 'NUMERIC' ? t('contributionAdmin.extraInput.maxNumber') : t('contributionAdmin.extraInput.maxLength')
                  }
                  value={v.maxLenOrValue}
                  onChange={(x) => set('maxLenOrValue', x)}
                  error={errors.maxLenOrValue}
                  inputMode="numeric"
                  placeholder={String(defaults.max)}
                />
              </div>
            </>
          )}
        </div>
        {hasSelection(v.inputType) && (
          <fieldset className="card card-body mb-3" data-testid="extra-input-values">
            <legend className="fs-6 mb-2">{t('contributionAdmin.extraInput.selectionValues')}</legend>
            <div className="form-text mt-0 mb-2">{t('contributionAdmin.extraInput.selectionValuesHelp')}</div>
            {v.options.map((o, i) => (
              <div key={o.rank} className="border rounded p-2 mb-2" data-testid={`extra-input-option-${i}`}>
                <div className="d-flex align-items-center justify-content-between mb-1">
                  <span className="fw-semibold small">{t('contributionAdmin.extraInput.option', { n: i + 1 })}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() =>
                      set(
                        'options',
                        v.options.filter((_, j) => j !== i),
                      )
                    }
                    data-testid={`extra-input-value-remove-${i}`}
                  >
                    {t('entity.action.delete')}
                  </button>
                </div>
                {optionLangs.map((l) => {
                  const key = `selectionValue-${i}-${l}`;
                  return (
                    <div key={l} className="mb-1">
                      <div className="input-group input-group-sm">
                        <span className="input-group-text" style={{ minWidth: '6rem' }}>
                          {langName(l)}
                        </span>
                        <input
                          id={`extra-input-value-${i}-${l}`}
                          className={`form-control${errors[key] ? ' is-invalid' : ''}`}
                          value={o.labels[l] ?? ''}
                          maxLength={SELECTION_VALUE_MAX}
                          aria-label={`${t('contributionAdmin.extraInput.option', { n: i + 1 })} (${langName(l)})`}
                          onChange={(e) => setOptionLabel(i, l, e.target.value)}
                          data-testid={`extra-input-value-${i}-${l}`}
                        />
                      </div>
                      <FieldFeedback
                        id={`extra-input-value-${i}-${l}`}
                        message={errors[key]}
                        label={t('contributionAdmin.extraInput.selectionValue')}
                      />
                    </div>
                  );
                })}
                <FieldFeedback
                  id={`extra-input-value-${i}`}
                  message={errors[`selectionValue-${i}`]}
                  label={t('contributionAdmin.extraInput.selectionValue')}
                />
              </div>
            ))}
            <FieldFeedback
              id="extra-input-values"
              message={errors.selectionValues}
              label={t('contributionAdmin.extraInput.selectionValues')}
            />
            <div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={v.options.length >= SELECTION_VALUES_MAX}
                onClick={() => set('options', addOption(v))}
                data-testid="extra-input-value-add"
              >
                {t('contributionAdmin.extraInput.addValue')}
              </button>
            </div>
          </fieldset>
        )}
        {languages.map((l) => (
          <fieldset key={l} className="card card-body mb-3" data-testid={`extra-input-language-${l}`}>
            <legend className="fs-6 mb-2">{langName(l)}</legend>
            <TextField
              id={`extra-input-label-${l}`}
              label={t('contributionAdmin.extraInput.label')}
              value={v.labels[l] ?? ''}
              onChange={(x) => set('labels', { ...v.labels, [l]: x })}
              error={errors[`label-${l}`]}
              maxLength={LABEL_MAX}
              required={source === 'IDEA'}
              help={counter(v.labels[l] ?? '', LABEL_MAX)}
            />
            <div>
              <label htmlFor={`extra-input-explanation-${l}`} className="form-label">
                {t('contributionAdmin.extraInput.explanation')}
              </label>
              <textarea
                id={`extra-input-explanation-${l}`}
                className={`form-control${errors[`explanation-${l}`] ? ' is-invalid' : ''}`}
                rows={3}
                maxLength={EXPLANATION_MAX}
                value={v.explanations[l] ?? ''}
                onChange={(e) => set('explanations', { ...v.explanations, [l]: e.target.value })}
                data-testid={`extra-input-explanation-${l}`}
              />
              <div className="form-text">{counter(v.explanations[l] ?? '', EXPLANATION_MAX)}</div>
              <FieldFeedback
                id={`extra-input-explanation-${l}`}
                message={errors[`explanation-${l}`]}
                label={t('contributionAdmin.extraInput.explanation')}
              />
            </div>
          </fieldset>
        ))}
        <FieldFeedback id="extra-input-labels" message={errors.labels} label={t('contributionAdmin.extraInput.label')} />
        <FieldFeedback id="extra-input-definitionList" message={errors.definitionList} label={t('contributionAdmin.extraInput.label')} />
        <div className="d-flex gap-2 mt-3">
          <Link to={listPath} className="btn btn-secondary" data-testid="extra-input-cancel">
            {t('entity.action.cancel')}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="extra-input-save">
            {t('entity.action.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

export default ExtraInputFormPage;

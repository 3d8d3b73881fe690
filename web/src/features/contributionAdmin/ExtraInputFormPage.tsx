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
  counter,
  emptyExtraInputForm,
  extraInputPayload,
  extraInputToForm,
  fieldTitle,
  formLanguages,
  hasRange,
  hasSelection,
  inputTypesFor,
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
  const errors: Record<string, FieldMessage | undefined> = { ...(submitted ? validateExtraInput(v, source, languages) : {}), ...serverErrors };
  const set = <K extends keyof ExtraInputForm>(key: K, value: ExtraInputForm[K]) => {
    setV((cur) => ({ ...cur, [key]: value }));
    if (key in serverErrors) {
      const next = { ...serverErrors };
      delete next[key as string];
      setServerErrors(next);
    }
  };
  const setValue = (i: number, value: string) => set('selectionValues', v.selectionValues.map((s, j) => (j === i ? value : s)));
  const defaults = RANGE_DEFAULTS[v.inputType];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateExtraInput(v, source, languages)).length > 0) return;
    setSaving(true);
    try {
      const body = extraInputPayload(v, source);
      if (v.id === null) await createExtraInput(source, body);
      else await updateExtraInput(source, body);
      void navigate(listPath);
    } catch (err) {
      if (isApiError(err)) setServerErrors(serverFieldErrors(err));
    } finally {
      setSaving(false);
    }
  };

  const heading = v.id === null ? t('contributionAdmin.extraInput.create') : t('contributionAdmin.extraInput.edit');
  return (
    <div className="container-lg" data-testid="extra-input-form-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('contributionAdmin.extraInput.title', { type: t(typeKey(source)) }), heading]} />
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
                // a selection starts with one value to fill in
                if (hasSelection(next) && v.selectionValues.length === 0) set('selectionValues', ['']);
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
            <select id="extra-input-fieldId" className="form-select" value={v.fieldId} onChange={(e) => set('fieldId', e.target.value)} data-testid="extra-input-fieldId">
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
            <CheckField id="extra-input-isRequired" checked={v.isRequired} onChange={(x) => set('isRequired', x)} label={t('contributionAdmin.extraInput.required')}>
              {t('contributionAdmin.extraInput.required')}
            </CheckField>
          </div>
          {hasRange(v.inputType) && defaults && (
            <>
              <div className="col-md-6">
                <TextField
                  id="extra-input-minValue"
                  label={v.inputType === 'NUMERIC' ? t('contributionAdmin.extraInput.minNumber') : t('contributionAdmin.extraInput.minLength')}
                  value={v.minValue}
                  onChange={(x) => set('minValue', x)}
                  error={errors.minValue}
                  inputMode="numeric"
                  placeholder={String(defaults.min)}
                />
              </div>
              <div className="col-md-6">
                <TextField
                  id="extra-input-maxValue"
                  label={v.inputType === 'NUMERIC' ? t('contributionAdmin.extraInput.maxNumber') : t('contributionAdmin.extraInput.maxLength')}
                  value={v.maxValue}
                  onChange={(x) => set('maxValue', x)}
                  error={errors.maxValue}
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
            {v.selectionValues.map((s, i) => (
              <div key={i} className="mb-2">
                <div className="input-group">
                  <input
                    className={`form-control${errors[`selectionValue-${i}`] ? ' is-invalid' : ''}`}
                    value={s}
                    maxLength={SELECTION_VALUE_MAX}
                    aria-label={`${t('contributionAdmin.extraInput.selectionValue')} ${i + 1}`}
                    onChange={(e) => setValue(i, e.target.value)}
                    data-testid={`extra-input-value-${i}`}
                  />
                  <button
                    type="button"
                    className="btn btn-outline-danger"
                    onClick={() => set('selectionValues', v.selectionValues.filter((_, j) => j !== i))}
                    data-testid={`extra-input-value-remove-${i}`}
                  >
                    {t('entity.action.delete')}
                  </button>
                </div>
                <FieldFeedback id={`extra-input-value-${i}`} message={errors[`selectionValue-${i}`]} label={t('contributionAdmin.extraInput.selectionValue')} />
              </div>
            ))}
            <FieldFeedback id="extra-input-values" message={errors.selectionValues} label={t('contributionAdmin.extraInput.selectionValues')} />
            <div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={v.selectionValues.length >= SELECTION_VALUES_MAX}
                onClick={() => set('selectionValues', [...v.selectionValues, ''])}
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
              <FieldFeedback id={`extra-input-explanation-${l}`} message={errors[`explanation-${l}`]} label={t('contributionAdmin.extraInput.explanation')} />
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

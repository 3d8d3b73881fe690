import { useTranslation } from 'react-i18next';
import { FieldFeedback } from '../../shared/form/FormField';
import type { FieldMessage } from '../../shared/form/validation';
import type { SetField } from './ExtraInputEditor';
import { SELECTION_VALUE_MAX, SELECTION_VALUES_MAX, addOption, optionLanguages, type ExtraInputForm } from './extraInputForm';

/** The options of a selection input: a label per language for each, add and remove. */
export function ExtraInputOptions({
  values: v,
  languages,
  langName,
  errorOf,
  set,
}: {
  values: ExtraInputForm;
  languages: readonly string[];
  langName: (language: string) => string;
  errorOf: (key: string) => FieldMessage | undefined;
  set: SetField;
}) {
  const { t } = useTranslation();
  const optionLangs = optionLanguages(languages, v.options);
  const setOptionLabel = (i: number, lang: string, label: string) =>
    set(
      'options',
      v.options.map((o, j) => (j === i ? { ...o, labels: { ...o.labels, [lang]: label } } : o)),
      `selectionValue-${i}-${lang}`,
    );

  return (
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
                    className={`form-control${errorOf(key) ? ' is-invalid' : ''}`}
                    value={o.labels[l] ?? ''}
                    maxLength={SELECTION_VALUE_MAX}
                    aria-label={`${t('contributionAdmin.extraInput.option', { n: i + 1 })} (${langName(l)})`}
                    onChange={(e) => setOptionLabel(i, l, e.target.value)}
                    data-testid={`extra-input-value-${i}-${l}`}
                  />
                </div>
                <FieldFeedback
                  id={`extra-input-value-${i}-${l}`}
                  message={errorOf(key)}
                  label={t('contributionAdmin.extraInput.selectionValue')}
                />
              </div>
            );
          })}
          <FieldFeedback
            id={`extra-input-value-${i}`}
            message={errorOf(`selectionValue-${i}`)}
            label={t('contributionAdmin.extraInput.selectionValue')}
          />
        </div>
      ))}
      <FieldFeedback
        id="extra-input-values"
        message={errorOf('selectionValues')}
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
  );
}

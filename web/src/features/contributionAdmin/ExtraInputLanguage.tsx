import { useTranslation } from 'react-i18next';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import type { FieldMessage } from '../../shared/form/validation';
import type { SetField } from './ExtraInputEditor';
import { EXPLANATION_MAX, LABEL_MAX, type ExtraInputForm } from './extraInputForm';
import { counter } from './model';

/** An extra input's label and explanation in one language. */
export function ExtraInputLanguage({
  language: l,
  name,
  values: v,
  required,
  errorOf,
  set,
}: {
  language: string;
  name: string;
  values: ExtraInputForm;
  required: boolean;
  errorOf: (key: string) => FieldMessage | undefined;
  set: SetField;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="card card-body mb-3" data-testid={`extra-input-language-${l}`}>
      <legend className="fs-6 mb-2">{name}</legend>
      <TextField
        id={`extra-input-label-${l}`}
        label={t('contributionAdmin.extraInput.label')}
        value={v.labels[l] ?? ''}
        onChange={(x) => set(`labels.${l}`, x, `label-${l}`)}
        error={errorOf(`label-${l}`)}
        maxLength={LABEL_MAX}
        required={required}
        help={counter(v.labels[l] ?? '', LABEL_MAX)}
      />
      <div>
        <label htmlFor={`extra-input-explanation-${l}`} className="form-label">
          {t('contributionAdmin.extraInput.explanation')}
        </label>
        <textarea
          id={`extra-input-explanation-${l}`}
          className={`form-control${errorOf(`explanation-${l}`) ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={EXPLANATION_MAX}
          value={v.explanations[l] ?? ''}
          onChange={(e) => set(`explanations.${l}`, e.target.value, `explanation-${l}`)}
          data-testid={`extra-input-explanation-${l}`}
        />
        <div className="form-text">{counter(v.explanations[l] ?? '', EXPLANATION_MAX)}</div>
        <FieldFeedback
          id={`extra-input-explanation-${l}`}
          message={errorOf(`explanation-${l}`)}
          label={t('contributionAdmin.extraInput.explanation')}
        />
      </div>
    </fieldset>
  );
}

import { useTranslation } from 'react-i18next';
import { FieldFeedback } from '../../../shared/form/FormField';
import type { FieldMessage } from '../../../shared/form/validation';
import { useEnumLabel } from '../labels';
import { toggleRole } from '../rules';
import { CONTRIBUTION_TYPES, type ContributionType } from '../types';

/** A labelled select with its validation message; data-testid is the id. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
  required,
  placeholder,
  help,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: FieldMessage;
  required?: boolean;
  placeholder?: string;
  /** a sentence under the field, read with it */
  help?: string;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={help ? `${id}-help` : undefined}
        data-testid={id}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

/** Several contribution roles: one checkbox each, in the server's order. */
export function RoleSelect({
  id,
  label,
  roles,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  roles: readonly string[];
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: FieldMessage;
}) {
  const enumLabel = useEnumLabel();
  return (
    <fieldset className="mb-3" data-testid={id}>
      <legend className="form-label fs-6">
        {label}
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="d-flex flex-wrap gap-3">
        {roles.map((r) => (
          <div className="form-check" key={r}>
            <input
              id={`${id}-${r}`}
              type="checkbox"
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              checked={value.includes(r)}
              onChange={() => onChange(toggleRole(value, r, roles))}
              data-testid={`${id}-${r}`}
            />
            <label htmlFor={`${id}-${r}`} className="form-check-label">
              {enumLabel('role', r)}
            </label>
          </div>
        ))}
      </div>
      <FieldFeedback id={id} message={error} label={label} />
    </fieldset>
  );
}

/** One contribution role, required, chosen from the server's roles. */
export function RoleField({
  id,
  label,
  roles,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  roles: readonly string[];
  value: string;
  onChange: (role: string) => void;
  error?: FieldMessage;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      options={roles.map((r) => ({ value: r, label: enumLabel('role', r) }))}
      error={error}
      required
      placeholder={t('lifeCycle.choose')}
    />
  );
}

/** The contribution type a life cycle is for. */
export function ContributionTypeSelect({ value, onChange }: { value: ContributionType; onChange: (type: ContributionType) => void }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <SelectField
      id="life-cycle-type"
      label={t('lifeCycle.contributionType')}
      value={value}
      onChange={(x) => onChange(x as ContributionType)}
      options={CONTRIBUTION_TYPES.map((c) => ({ value: c, label: enumLabel('contributionType', c) }))}
    />
  );
}

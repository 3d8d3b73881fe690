import { DateInput } from '../../shared/DateInput/DateInput';
import { FieldFeedback, FieldLabel } from '../../shared/form/FormField';
import type { BoundText } from '../../shared/form/useZodForm';

/** A labelled DateInput bound to a form field (ISO date or ''), with its validation message. */
export function DateField({ id, label, required, value, onChange, error }: BoundText & { id: string; label: string; required?: boolean }) {
  return (
    <div className="mb-3">
      <FieldLabel htmlFor={id} label={label} required={required} />
      <DateInput
        id={id}
        value={value}
        onChange={onChange}
        invalid={!!error}
        required={required}
        describedBy={error ? `${id}-error` : undefined}
      />
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

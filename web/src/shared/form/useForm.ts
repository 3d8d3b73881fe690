import { useCallback, useState } from 'react';
import { hasErrors, type FieldMessage, type FormErrors } from './validation';

export interface FormState<F> {
  values: F;
  /** the server's field errors (until the field changes) over the client rules (once a submit was tried) */
  errors: FormErrors<F>;
  set: <K extends keyof F>(field: K, value: F[K]) => void;
  /** marks the form as submitted and answers whether the client rules pass */
  check: () => boolean;
  /** field errors from the server (shown until the field changes) */
  setServerErrors: (errors: Record<string, FieldMessage>) => void;
  reset: (values?: F) => void;
}

/**
 * Form values with validation shown after the first submit attempt and then kept live
 * while the user corrects the fields.
 */
export function useForm<F extends object>(initial: F, validate: (values: F) => FormErrors<F>): FormState<F> {
  const [values, setValues] = useState<F>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<Record<string, FieldMessage>>({});

  const set = useCallback(<K extends keyof F>(field: K, value: F[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrorsState((se) => {
      if (!(field in se)) return se;
      const next = { ...se };
      delete next[field as string];
      return next;
    });
  }, []);

  const errors = { ...(submitted ? validate(values) : {}), ...serverErrors } as FormErrors<F>;

  return {
    values,
    errors,
    set,
    check: () => {
      setSubmitted(true);
      return !hasErrors(validate(values));
    },
    setServerErrors: setServerErrorsState,
    reset: (next?: F) => {
      setValues(next ?? initial);
      setSubmitted(false);
      setServerErrorsState({});
    },
  };
}

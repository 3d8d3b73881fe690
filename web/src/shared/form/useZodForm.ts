/**
 * The one form mechanism of the web app: react-hook-form with a zod schema (built from ./schema.ts),
 * errors shown after the first submit attempt and then kept live, the server's `fieldErrors` put on
 * their fields, and one submit idiom:
 *
 *   const form = useZodForm(tagSchema, tagToForm(tag), { invalidToast: 'contributionAdmin.tag.invalid' });
 *   const onSubmit = form.submit(async (values) => { await saveTag(tagPayload(values)).unwrap(); onClose(true); },
 *                                { errorKeys: { tagNameExists: 'name' } });
 *   <form onSubmit={onSubmit} noValidate>
 *     <TextField {...form.text('name')} id="tag-name" label={…} />
 *
 * A failed save needs no catch in the page: the API client already showed its toast (spec 000 §8);
 * the form adds the field messages.
 */
import { useCallback, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { clearErrorToasts, showToasts } from '../../app/notifications/toasts';
import { encodeMessage, fieldMessage } from './schema';
import { errorKeyOf, serverFieldErrors, type FieldMessage } from './validation';

export interface ZodFormOptions {
  /** Translation key of the toast shown when the client rules refuse a submit: a key of the form's own domain. */
  invalidToast: string | null;
}

export interface SubmitOptions<F> {
  /**
   * Business errors (400 `errorKey`) that belong to one field: errorKey → the field, shown there with
   * `error.<errorKey>` (or the given message key).
   */
  errorKeys?: Partial<Record<string, Path<F> | { field: Path<F>; key: string }>>;
  /** Called with the error of a failed save after the field messages are set (for the page's own reaction). */
  onError?: (error: unknown) => void;
}

/** Props for the text-like field components of ./FormField.tsx. */
export interface BoundText {
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
}

/** Props for CheckField. */
export interface BoundCheck {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: FieldMessage;
}

export interface ZodForm<F extends FieldValues> extends UseFormReturn<F> {
  /** The current value of every field (re-renders on change). */
  values: F;
  /** The message shown under a field: the client rule's once a submit was tried, or the server's. */
  errorOf: (name: Path<F>) => FieldMessage | undefined;
  /** Sets a field as the user would: marks it dirty and re-checks it once a submit was tried. */
  set: <N extends Path<F>>(name: N, value: PathValue<F, N>) => void;
  text: (name: Path<F>) => BoundText;
  check: (name: Path<F>) => BoundCheck;
  /** The one submit idiom: checks, toasts when invalid, saves, and puts the server's field errors on their fields. */
  submit: (save: (values: F) => Promise<unknown>, options?: SubmitOptions<F>) => (e?: FormEvent) => Promise<void>;
  /** Puts a failed save's field errors (fieldErrors and mapped errorKeys) on the fields; answers whether any was set. */
  applyServerErrors: (error: unknown, options?: SubmitOptions<F>) => boolean;
}

export function useZodForm<F extends FieldValues>(schema: z.ZodType<F, F>, defaultValues: F, { invalidToast }: ZodFormOptions): ZodForm<F> {
  const form = useForm<F, unknown, F>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<F>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, setValue, setError, getFieldState, formState, handleSubmit } = form;
  // useWatch (not watch()): the hook form React's compiler can reason about.
  const values = useWatch({ control }) as F;
  const submitted = formState.isSubmitted;

  const errorOf = useCallback((name: Path<F>) => fieldMessage(getFieldState(name, formState).error), [getFieldState, formState]);

  const set = useCallback(
    <N extends Path<F>>(name: N, value: PathValue<F, N>) => setValue(name, value, { shouldDirty: true, shouldValidate: submitted }),
    [setValue, submitted],
  );

  const applyServerErrors = (error: unknown, options?: SubmitOptions<F>): boolean => {
    let any = false;
    for (const [field, message] of Object.entries(serverFieldErrors(error))) {
      setError(field as Path<F>, { type: 'server', message: encodeMessage(message) });
      any = true;
    }
    const key = errorKeyOf(error);
    const target = key ? options?.errorKeys?.[key] : undefined;
    if (key && target) {
      const { field, message } =
        typeof target === 'string' ? { field: target, message: `error.${key}` } : { field: target.field, message: target.key };
      setError(field, { type: 'server', message: encodeMessage({ key: message }) });
      any = true;
    }
    return any;
  };

  const submit = (save: (values: F) => Promise<unknown>, options?: SubmitOptions<F>) => async (e?: FormEvent) => {
    await handleSubmit(
      async (valid) => {
        try {
          await save(valid);
          // the save went through: the earlier error toasts (invalid form, refused save) no longer apply
          clearErrorToasts();
        } catch (error) {
          applyServerErrors(error, options);
          options?.onError?.(error);
        }
      },
      () => {
        if (invalidToast) showToasts([{ type: 'error', key: invalidToast }]);
      },
    )(e);
  };

  return {
    ...form,
    values,
    errorOf,
    set,
    text: (name) => ({
      value: String(form.getValues(name) ?? ''),
      onChange: (v) => set(name, v as PathValue<F, typeof name>),
      error: errorOf(name),
    }),
    check: (name) => ({
      checked: Boolean(form.getValues(name)),
      onChange: (v) => set(name, v as PathValue<F, typeof name>),
      error: errorOf(name),
    }),
    submit,
    applyServerErrors,
  };
}

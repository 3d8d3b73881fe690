import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessage, formErrors } from './schema';
import type { ZodForm } from './useZodForm';
import type { FieldMessage } from './validation';

/**
 * The messages of a useZodForm whose rules span fields ("a label in one language at least",
 * "min ≤ max", "no repeated option", "a required answer once submitting"): the server's message
 * under a field until the field changes (clear it with `form.clearErrors(key)` on change), else, once
 * a submit was tried, the schema's message for the values as they are now. useZodForm's own re-check
 * runs after a tick and only for the field that changed; these forms follow every keystroke.
 *
 * Keys are the schema's issue paths joined with '.' (as `formErrors` answers them).
 */
export function liveErrors<F extends FieldValues>(form: ZodForm<F>, schema: z.ZodType<F, F>): (key: string) => FieldMessage | undefined {
  const live: Record<string, FieldMessage | undefined> = form.formState.isSubmitted ? formErrors(schema, form.values) : {};
  return (key) => {
    const own = form.getFieldState(key as Path<F>, form.formState).error;
    return own?.type === 'server' ? fieldMessage(own) : live[key];
  };
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useZodForm, type ZodForm } from '../../../shared/form/useZodForm';

/**
 * The one add/edit dialog of the life-cycle editor: a zod form in a modal with Cancel and Save. Save runs
 * the one submit idiom: the client rules (with the editor's invalid-form toast), then `save`, then the
 * dialog closes; a refused save keeps it open with the server's field errors on their fields (the API
 * client showed the toast). Test ids: {testId}, {testId}-cancel, {testId}-save.
 */
export function CrudDialog<F extends FieldValues>({
  testId,
  title,
  schema,
  initial,
  save,
  onClose,
  onError,
  saveLabel,
  invalidToast = 'lifeCycle.messages.invalid',
  children,
}: {
  testId: string;
  title: string;
  schema: z.ZodType<F, F>;
  initial: F;
  save: (values: F) => Promise<unknown> | void;
  onClose: (saved: boolean) => void;
  /** puts a refused save's errors where the generic mapping does not (a state's names) */
  onError?: (error: unknown, form: ZodForm<F>) => void;
  saveLabel?: string;
  invalidToast?: string | null;
  children: (form: ZodForm<F>) => ReactNode;
}) {
  const { t } = useTranslation();
  const form = useZodForm(schema, initial, { invalidToast });
  const onSubmit = form.submit(
    async (values) => {
      await save(values);
      onClose(true);
    },
    { onError: (error) => onError?.(error, form) },
  );
  return (
    <Modal show onHide={() => onClose(false)} data-testid={testId} size="lg">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children(form)}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => onClose(false)} data-testid={`${testId}-cancel`}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting} data-testid={`${testId}-save`}>
            {saveLabel ?? t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

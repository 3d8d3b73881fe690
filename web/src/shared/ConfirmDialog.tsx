import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';

export type ConfirmVariant = 'danger' | 'primary';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** danger (the default) for what cannot be undone: delete, cancel, reject */
  variant?: ConfirmVariant;
}

/**
 * The app's one confirmation dialog (docs/design.md "Confirm dialog"): a question, Cancel (focused
 * first, so Enter does not destroy by accident) and the confirming button, red for destructive steps.
 * `children` may add a hint or another way out (deactivate).
 */
export function ConfirmDialog({
  testId = 'confirm-dialog',
  title,
  message,
  busy = false,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  onConfirm,
  onCancel,
  children,
}: {
  testId?: string;
  title?: string;
  message: ReactNode;
  busy?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: ConfirmVariant;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${testId}-title`;
  return (
    <Modal show onHide={onCancel} data-testid={testId} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel={t('entity.action.close', { defaultValue: 'Close' })}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title ?? t('global.confirm.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="mb-0" data-testid={`${testId}-message`}>
          {message}
        </div>
        {children}
      </Modal.Body>
      <Modal.Footer>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes the focus in a dialog */}
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} autoFocus data-testid={`${testId}-cancel`}>
          {cancelLabel ?? t('entity.action.cancel')}
        </button>
        <button type="button" className={`btn btn-${variant}`} disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel ?? t('entity.action.delete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * `const [confirm, dialog] = useConfirm()`: render `dialog`, then `if (await confirm({ message })) …`.
 * The promise answers true on confirm, false on cancel, Escape or close.
 */
export function useConfirm(testId = 'confirm-dialog'): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = options && (
    <ConfirmDialog
      testId={testId}
      title={options.title}
      message={options.message}
      confirmLabel={options.confirmLabel}
      cancelLabel={options.cancelLabel}
      variant={options.variant}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return [confirm, dialog];
}

export default ConfirmDialog;

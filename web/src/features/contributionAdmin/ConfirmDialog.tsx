import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';

/** A delete confirmation; `children` may add a hint or another way out (deactivate). */
export function ConfirmDialog({
  testId,
  title,
  message,
  busy = false,
  confirmLabel,
  onConfirm,
  onCancel,
  children,
}: {
  testId: string;
  title?: string;
  message: string;
  busy?: boolean;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal show onHide={onCancel} data-testid={testId}>
      <Modal.Header closeButton>
        <Modal.Title>{title ?? t('contributionAdmin.common.confirmTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0" data-testid={`${testId}-message`}>
          {message}
        </p>
        {children}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('entity.action.cancel')}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel ?? t('entity.action.delete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';

/**
 * The confirmation before a save or a change of state; with `sendEmail` it offers the
 * "send an e-mail to the targeted users" check box of publishing (spec 001 §4).
 */
export function StateDialog({
  testId,
  title,
  question,
  info,
  offerEmail = false,
  confirmLabel,
  confirmVariant = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: {
  testId: string;
  title: string;
  question: string;
  info?: string;
  offerEmail?: boolean;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger' | 'success' | 'warning';
  busy?: boolean;
  onConfirm: (sendEmail: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [sendEmail, setSendEmail] = useState(false);
  return (
    <Modal show onHide={onCancel} data-testid={testId}>
      <Modal.Header closeButton>
        <Modal.Title>{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2" data-testid={`${testId}-question`}>
          {question}
        </p>
        {info && (
          <div className="alert alert-info mb-2" data-testid={`${testId}-info`}>
            {info}
          </div>
        )}
        {offerEmail && (
          <div className="form-check">
            <input
              id={`${testId}-send-email`}
              type="checkbox"
              className="form-check-input"
              checked={sendEmail}
              onChange={(e) => setSendEmail(e.target.checked)}
              data-testid={`${testId}-send-email`}
            />
            <label className="form-check-label" htmlFor={`${testId}-send-email`}>
              {t('publishDialog.sendEmail')}
            </label>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('entity.action.cancel')}
        </button>
        <button
          type="button"
          className={`btn btn-${confirmVariant}`}
          disabled={busy}
          onClick={() => onConfirm(offerEmail && sendEmail)}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

export default StateDialog;

import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { TextAreaField } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { useHideCommentMutation } from './commentApi';
import { hideSchema } from './model';
import { REASON_MAX, type Comment } from './types';

/** A moderator hides a comment with a reason (3–500 characters), which the contribution's history keeps. */
export function HideCommentDialog({ comment, onClose }: { comment: Comment; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(hideSchema, { reason: '' }, { invalidToast: 'comments.hide.invalid' });
  const [hide, { isLoading }] = useHideCommentMutation();
  const onSubmit = form.submit(async ({ reason }) => {
    await hide({ contributionId: comment.contributionId, id: comment.id, reason: reason.trim() }).unwrap();
    onClose();
  });
  return (
    <Modal show onHide={onClose} data-testid="comment-hide-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{t('comments.hide.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">{t('comments.hide.help')}</p>
          <TextAreaField
            {...form.text('reason')}
            id="comment-hide-reason"
            label={t('comments.hide.reason')}
            maxLength={REASON_MAX}
            required
          />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={isLoading} data-testid="comment-hide-confirm">
            {t('comments.hide.action')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

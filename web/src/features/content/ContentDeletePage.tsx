import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { deleteContent, fetchContentForUpdate } from './contentApi';
import { parseEntityId } from './ids';
import type { Content } from './types';

/** /content/{id}/delete: the confirmation; after the delete the user returns to /content. */
export function ContentDeletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseEntityId(useParams().id);
  const [item, setItem] = useState<{ id: number; value: Content | 'missing' } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchContentForUpdate(id, controller.signal).then(
      (value) => setItem({ id, value }),
      () => !controller.signal.aborted && setItem({ id, value: 'missing' }),
    );
    return () => controller.abort();
  }, [id]);

  const value = item && item.id === id ? item.value : null;
  if (id === null || value === 'missing') return <NotFoundPage />;
  if (value === null) return <PageSpinner />;

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteContent(value.id, { successMessage: 'content.messages.deleted' });
      navigate('/content', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={() => navigate('/content/manage')} data-testid="content-delete-dialog">
      <Modal.Header closeButton>
        <Modal.Title>{t('content.delete.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="content-delete-question">{t('content.delete.question', { title: value.title })}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={() => navigate('/content/manage')} data-testid="content-delete-cancel">
          {t('entity.action.cancel')}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()} data-testid="content-delete-confirm">
          {t('entity.action.delete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

export default ContentDeletePage;

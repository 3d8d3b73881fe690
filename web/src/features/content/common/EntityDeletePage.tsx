import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import type { RequestOptions } from '../../../app/api';
import { NotFoundPage } from '../../../shared/NotFoundPage';
import { PageSpinner } from '../../../shared/PageSpinner';
import { parseEntityId } from '../ids';

/** What a /{entity}/{id}/delete confirmation needs to know about its entity. */
export interface DeleteTarget {
  /** route and translation prefix: 'content' or 'campaign' */
  entity: string;
  load: (id: number, signal: AbortSignal) => Promise<{ id: number; title: string }>;
  remove: (id: number, options?: RequestOptions) => Promise<void>;
}

/**
 * The confirmation of /{entity}/{id}/delete: asks with the item's title, deletes it and returns to
 * /{entity}; cancelling goes back to /{entity}/manage.
 */
export function EntityDeletePage({ target }: { target: DeleteTarget }) {
  const { entity, load, remove } = target;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseEntityId(useParams().id);
  const [item, setItem] = useState<{ id: number; value: { id: number; title: string } | 'missing' } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    load(id, controller.signal).then(
      (value) => setItem({ id, value }),
      () => !controller.signal.aborted && setItem({ id, value: 'missing' }),
    );
    return () => controller.abort();
  }, [id, load]);

  const value = item && item.id === id ? item.value : null;
  if (id === null || value === 'missing') return <NotFoundPage />;
  if (value === null) return <PageSpinner />;

  const confirm = async () => {
    setBusy(true);
    try {
      await remove(value.id, { successMessage: `${entity}.messages.deleted` });
      navigate(`/${entity}`, { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={() => navigate(`/${entity}/manage`)} data-testid={`${entity}-delete-dialog`}>
      <Modal.Header closeButton>
        <Modal.Title>{t(`${entity}.delete.title`)}</Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid={`${entity}-delete-question`}>{t(`${entity}.delete.question`, { title: value.title })}</Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => navigate(`/${entity}/manage`)}
          data-testid={`${entity}-delete-cancel`}
        >
          {t('entity.action.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid={`${entity}-delete-confirm`}
        >
          {t('entity.action.delete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

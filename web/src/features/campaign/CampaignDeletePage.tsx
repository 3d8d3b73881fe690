import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { deleteCampaign, fetchCampaignForUpdate } from './campaignApi';
import { parseEntityId } from '../content/ids';
import type { Campaign } from './types';

/** /campaign/{id}/delete: the confirmation; after the delete the user returns to /campaign. */
export function CampaignDeletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseEntityId(useParams().id);
  const [item, setItem] = useState<{ id: number; value: Campaign | 'missing' } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchCampaignForUpdate(id, controller.signal).then(
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
      await deleteCampaign(value.id, { successMessage: 'campaign.messages.deleted' });
      navigate('/campaign', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={() => navigate('/campaign/manage')} data-testid="campaign-delete-dialog">
      <Modal.Header closeButton>
        <Modal.Title>{t('campaign.delete.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="campaign-delete-question">{t('campaign.delete.question', { title: value.title })}</Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={() => navigate('/campaign/manage')} data-testid="campaign-delete-cancel">
          {t('entity.action.cancel')}
        </button>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void confirm()} data-testid="campaign-delete-confirm">
          {t('entity.action.delete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

export default CampaignDeletePage;

import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { skipToken } from '@reduxjs/toolkit/query';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { parseEntityId } from './ids';
import type { BannerKind } from './types';

/** What a /{entity}/{id}/delete confirmation needs of its kind: the item's edit data and its delete. */
export interface DeleteKind {
  /** route and translation prefix */
  entity: BannerKind;
  useItem: (id: number | typeof skipToken) => { data?: { id: number; title: string }; isError: boolean };
  useRemove: () => readonly [(id: number) => Promise<{ data: unknown } | { error: unknown }>, { isLoading: boolean }];
}

/**
 * The confirmation of /{entity}/{id}/delete: asks with the item's title, deletes it and returns to
 * /{entity}; cancelling goes back to /{entity}/manage. A refused delete (campaignInUse …) was shown by
 * the API client; the dialog stays.
 */
export function DeleteItemPage({ kind }: { kind: DeleteKind }) {
  const { entity, useItem, useRemove } = kind;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseEntityId(useParams().id);
  const item = useItem(id ?? skipToken);
  const [remove, removing] = useRemove();

  if (id === null || item.isError) return <NotFoundPage />;
  const value = item.data;
  if (value === undefined) return <PageSpinner />;

  const confirm = async () => {
    const result = await remove(value.id);
    if ('data' in result) navigate(`/${entity}`, { replace: true });
  };

  return (
    <Modal show onHide={() => navigate(`/${entity}/manage`)} data-testid={`${entity}-delete-dialog`}>
      <Modal.Header closeButton>
        {/* the dialog is the whole page: its title is the page's heading */}
        <Modal.Title as="h1" className="h5">
          {t(`${entity}.delete.title`)}
        </Modal.Title>
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
          disabled={removing.isLoading}
          onClick={() => void confirm()}
          data-testid={`${entity}-delete-confirm`}
        >
          {t('entity.action.delete')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

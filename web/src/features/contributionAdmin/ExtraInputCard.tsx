import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pickLanguage } from './model';
import type { ExtraInput } from '../contribution/types';
import type { CardMoves } from './useCardDrag';

/**
 * One extra input as a card: list order, label and explanation in the current language, input type,
 * required or optional; up/down (none on the first and last card), edit and delete.
 */
export function ExtraInputCard({
  item,
  first,
  last,
  over,
  busy,
  editPath,
  drag,
  onMove,
  onDelete,
}: {
  item: ExtraInput;
  first: boolean;
  last: boolean;
  /** a card is being dragged over this one */
  over: boolean;
  busy: boolean;
  editPath: string;
  drag: CardMoves;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const def = pickLanguage(item.definitionList, i18n.language);
  const move = (by: -1 | 1, label: string, mark: string, testId: string) => (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      aria-label={label}
      title={label}
      onClick={() => onMove(by)}
      data-testid={`${testId}-${item.id}`}
    >
      {mark}
    </button>
  );
  return (
    <li
      className={`card mb-2${over ? ' border-primary border-2' : ''}`}
      data-testid={`extra-input-card-${item.id}`}
      data-order={item.listOrder}
      {...drag}
    >
      <div className="card-body d-flex flex-wrap align-items-start gap-3 py-2">
        <span className="text-muted fs-5" style={{ cursor: 'grab' }} aria-hidden="true" title={t('contributionAdmin.extraInput.drag')}>
          ⠿
        </span>
        <span
          className="badge text-bg-secondary fs-6"
          title={t('contributionAdmin.extraInput.listOrder')}
          data-testid={`extra-input-order-${item.id}`}
        >
          {item.listOrder}
        </span>
        <div className="flex-grow-1" style={{ minWidth: 0, flexBasis: '10rem' }}>
          <h2 className="h6 mb-1" data-testid={`extra-input-label-${item.id}`}>
            {def?.label || t('contributionAdmin.common.undefined')}
          </h2>
          {def?.explanation && (
            <p className="small text-muted mb-1" data-testid={`extra-input-explanation-${item.id}`}>
              {def.explanation}
            </p>
          )}
          <span className="badge text-bg-info me-1" data-testid={`extra-input-type-${item.id}`}>
            {t(`contributionAdmin.extraInput.types.${item.inputType}`, { defaultValue: item.inputType })}
          </span>
          <span
            className={`badge ${item.isRequired ? 'text-bg-danger' : 'text-bg-light border'}`}
            data-testid={`extra-input-required-${item.id}`}
          >
            {item.isRequired ? t('contributionAdmin.extraInput.required') : t('contributionAdmin.extraInput.optional')}
          </span>
        </div>
        <div className="d-flex flex-column gap-1" style={{ minWidth: '2.5rem' }}>
          {!first && move(-1, t('contributionAdmin.extraInput.up'), '▲', 'extra-input-up')}
          {!last && move(1, t('contributionAdmin.extraInput.down'), '▼', 'extra-input-down')}
        </div>
        <div className="d-flex flex-column gap-1">
          <Link to={editPath} className="btn btn-sm btn-outline-primary" data-testid={`extra-input-edit-${item.id}`}>
            {t('entity.action.edit')}
          </Link>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busy}
            onClick={onDelete}
            data-testid={`extra-input-delete-${item.id}`}
          >
            {t('entity.action.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}

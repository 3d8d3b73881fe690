import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The last cell of an administration row: the row's own buttons (children), then edit and delete, with
 * the test ids `<prefix>-edit-<id>` and `<prefix>-delete-<id>`.
 */
export function RowActions({
  prefix,
  id,
  onEdit,
  onDelete,
  children,
}: {
  prefix: string;
  id: string | number;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <td className="text-nowrap text-end d-print-none">
      {children}
      <button type="button" className="btn btn-sm btn-outline-primary me-1" onClick={onEdit} data-testid={`${prefix}-edit-${id}`}>
        {t('entity.action.edit')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onDelete} data-testid={`${prefix}-delete-${id}`}>
        {t('entity.action.delete')}
      </button>
    </td>
  );
}

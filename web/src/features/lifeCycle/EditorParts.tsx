import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One kind of a state's pieces: a heading with its add link, then the pieces (or "none"). */
export function Section({
  title,
  testId,
  onAdd,
  addLabel,
  empty,
  children,
}: {
  title: string;
  testId: string;
  onAdd: () => void;
  addLabel: string;
  /** no piece of this kind yet */
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="mb-3" data-testid={testId}>
      <div className="d-flex justify-content-between align-items-center border-bottom mb-2">
        <h4 className="h6 mb-1">{title}</h4>
        <button type="button" className="btn btn-link btn-sm" onClick={onAdd} data-testid={`${testId}-add`}>
          + {addLabel}
        </button>
      </div>
      {empty ? <p className="text-muted small">{t('lifeCycle.none')}</p> : children}
    </section>
  );
}

/** A piece's Edit and Delete buttons ({testId}-edit, {testId}-delete). */
export function EditDelete({ testId, onEdit, onDelete }: { testId: string; onEdit?: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="btn-group btn-group-sm">
      {onEdit && (
        <button type="button" className="btn btn-outline-secondary" onClick={onEdit} data-testid={`${testId}-edit`}>
          {t('entity.action.edit')}
        </button>
      )}
      <button type="button" className="btn btn-outline-danger" onClick={onDelete} data-testid={`${testId}-delete`}>
        {t('entity.action.delete')}
      </button>
    </span>
  );
}

/** A link-styled "+ add" button below a piece's own pieces. */
export function AddLink({
  onClick,
  testId,
  className = '',
  children,
}: {
  onClick: () => void;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`btn btn-link btn-sm p-0 ${className}`.trim()} onClick={onClick} data-testid={testId}>
      + {children}
    </button>
  );
}

/** Points as +n or -n. */
export function signed(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

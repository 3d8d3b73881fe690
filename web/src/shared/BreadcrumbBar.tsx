import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Breadcrumb bar with optional Excel export and a print button (spec 000 §2 "Other shared screens"). */
export function BreadcrumbBar({ items, onExport, children }: { items: string[]; onExport?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex align-items-center justify-content-between border-bottom mb-3 pb-2 d-print-none" data-testid="breadcrumb-bar">
      <nav aria-label="breadcrumb">
        <ol className="breadcrumb mb-0">
          {items.map((label, i) => (
            <li key={`${i}-${label}`} className={`breadcrumb-item${i === items.length - 1 ? ' active' : ''}`}>
              {label}
            </li>
          ))}
        </ol>
      </nav>
      <div className="d-flex gap-2">
        {children}
        {onExport && (
          <button type="button" className="btn btn-sm btn-outline-success" onClick={onExport} data-testid="breadcrumb-export">
            {t('entity.action.exportExcel')}
          </button>
        )}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => window.print()} data-testid="breadcrumb-print">
          {t('entity.action.print')}
        </button>
      </div>
    </div>
  );
}

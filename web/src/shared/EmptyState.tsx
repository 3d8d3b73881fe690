import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An empty list or a missing record (docs/design.md "Empty state"): the spec's 'Record not found' as
 * the title, a short sentence saying why, and the next useful action (a link or a button).
 */
export function EmptyState({
  title,
  text,
  action,
  icon,
  compact = false,
  heading = false,
  testId = 'record-not-found',
}: {
  title?: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  compact?: boolean;
  /** the title is the page's h1 (a page that shows nothing else, e.g. a missing record) */
  heading?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const Title = heading ? 'h1' : 'p';
  return (
    <div className={`inno-empty${compact ? ' inno-empty-compact' : ''}`} role="status" data-testid={testId}>
      <span className="inno-empty-icon" aria-hidden="true">
        {icon ?? <EmptyIcon />}
      </span>
      <div className={compact ? 'flex-grow-1' : 'd-flex flex-column align-items-center gap-2'}>
        <Title className="inno-empty-title">{title ?? t('global.recordNotFound', { defaultValue: 'Record not found' })}</Title>
        <p className="inno-empty-text">{text ?? t('global.empty.text')}</p>
        {action && <div className={compact ? 'mt-2' : 'mt-1'}>{action}</div>}
      </div>
    </div>
  );
}

/** An empty tray. */
function EmptyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 13l2.5-7.5A2 2 0 0 1 7.4 4h9.2a2 2 0 0 1 1.9 1.5L21 13" />
      <path d="M3 13v5a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5h-5l-1.5 2.5h-5L8 13H3z" />
    </svg>
  );
}

export default EmptyState;

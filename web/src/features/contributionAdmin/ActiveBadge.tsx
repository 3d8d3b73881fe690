import { useTranslation } from 'react-i18next';

/** "Active" (green) or "Inactive" (grey) in an administration row. */
export function ActiveBadge({ active, 'data-testid': testId }: { active: boolean; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge text-bg-${active ? 'success' : 'secondary'}`} data-testid={testId}>
      {active ? t('contributionAdmin.common.active') : t('contributionAdmin.common.inactive')}
    </span>
  );
}

import { useTranslation } from 'react-i18next';

/** Empty-list panel (spec 000 §8: 'Record not found'). */
export function RecordNotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning" role="status" data-testid="record-not-found">
      {message ?? t('global.recordNotFound', { defaultValue: 'Record not found' })}
    </div>
  );
}

export default RecordNotFound;

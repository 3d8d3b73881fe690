import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The wizard's Back link and Next (save) button; the last step brings its own buttons. */
export function StepNav({ back, busy, nextLabel }: { back: string | null; busy: boolean; nextLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2 mt-3">
      {back && (
        <Link to={back} className="btn btn-secondary" data-testid="competition-back">
          {t('competition.wizard.back')}
        </Link>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="competition-next">
        {nextLabel ?? t('competition.wizard.next')}
      </button>
    </div>
  );
}

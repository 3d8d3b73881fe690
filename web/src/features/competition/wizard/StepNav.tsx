import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The wizard's Back link and Next: a submit button (the step saves), or a link (`nextTo`) for a step that saves as it goes. */
export function StepNav({ back, busy, nextTo }: { back: string | null; busy: boolean; nextTo?: string }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2 mt-3">
      {back && (
        <Link to={back} className="btn btn-secondary" data-testid="competition-back">
          {t('competition.wizard.back')}
        </Link>
      )}
      {nextTo ? (
        <Link to={nextTo} className="btn btn-primary" data-testid="competition-next">
          {t('competition.wizard.next')}
        </Link>
      ) : (
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="competition-next">
          {t('competition.wizard.next')}
        </button>
      )}
    </div>
  );
}

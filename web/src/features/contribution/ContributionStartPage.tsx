import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { errorKeyOf } from '../../shared/form/validation';
import { PageSpinner } from '../../shared/PageSpinner';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { createContribution } from './contributionApi';
import { editPath, parseId, parseType } from './paths';

/** The message of a failed create (spec 002 §8): the errorKey's translation, else the status's. */
export function createFailureKey(e: unknown): string {
  const key = errorKeyOf(e);
  if (key) return `error.${key}`;
  if (isApiError(e) && e.status === 0) return 'error.serverNotReachable';
  if (isApiError(e) && [400, 401, 403, 404, 409, 500].includes(e.status)) return `error.http.${e.status}`;
  return 'error.unexpected';
}

/**
 * /contribution/{type}/null[?campaignId=…]: creates a draft and replaces itself with its edit
 * route. One create per visit, even when React runs the effect twice.
 */
export function ContributionStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const type = parseType(params.type);
  const campaignId = parseId(search.get('campaignId') ?? search.get('competitionId'));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (!type || started.current) return () => void (mounted.current = false);
    started.current = true;
    createContribution(type).then(
      (id) => {
        if (mounted.current) navigate(editPath(type, id, campaignId), { replace: true });
      },
      (e: unknown) => {
        if (mounted.current) setFailure(createFailureKey(e));
      },
    );
    return () => void (mounted.current = false);
  }, [type, campaignId, navigate]);

  if (!type) return <NotFoundPage />;
  if (failure) {
    return (
      <div className="container-xl my-4">
        <div className="alert alert-danger" role="alert" data-testid="contribution-start-error">
          {t(failure)}
        </div>
      </div>
    );
  }
  return <PageSpinner />;
}

export default ContributionStartPage;

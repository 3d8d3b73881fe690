import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../shared/form/validation';
import { PageSpinner } from '../../shared/PageSpinner';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { useCreateContributionMutation } from './contributionApi';
import { editPath, parseId, parseType } from './paths';

/** The message of a failed create (spec 002 §8): the errorKey's translation, else the status's. */
export function createFailureKey(e: unknown): string {
  const key = errorKeyOf(e);
  if (key) return `error.${key}`;
  const status = e && typeof e === 'object' ? (e as { status?: unknown }).status : undefined;
  if (status === 0) return 'error.serverNotReachable';
  if (typeof status === 'number' && [400, 401, 403, 404, 409, 500].includes(status)) return `error.http.${status}`;
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
  const [create] = useCreateContributionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);

  // A write on arrival, not a read: the page exists to create the draft (quietly: a refusal is explained here).
  useEffect(() => {
    mounted.current = true;
    if (!type || started.current) return () => void (mounted.current = false);
    started.current = true;
    void create(type === 'IDEA' ? { type, competitionId: campaignId } : type).then((result) => {
      if (!mounted.current) return;
      if ('data' in result && result.data !== undefined) navigate(editPath(type, result.data, campaignId), { replace: true });
      else setFailure(createFailureKey('error' in result ? result.error : undefined));
    });
    return () => void (mounted.current = false);
  }, [type, campaignId, navigate, create]);

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

import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { fetchCampaignOptions, fetchContribution, fetchEdit, fetchExtraInputs, fetchFieldOptions, fetchTags } from './contributionApi';
import { ContributionForm, type FormData } from './ContributionForm';
import { canEdit } from './detail';
import { detailPath, parseId } from './paths';

type Loaded = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'readOnly'; id: number } | { kind: 'ready'; data: FormData };

/** Loads what the form needs; a caller who may not edit goes to the detail page instead. */
async function load(id: number, lang: string): Promise<Loaded> {
  let detail;
  try {
    detail = await fetchContribution(id, lang);
  } catch (e) {
    if (isApiError(e) && e.status === 404) return { kind: 'notFound' };
    throw e;
  }
  if (!canEdit(detail)) return { kind: 'readOnly', id };
  const type = detail.contributionType;
  const quiet = <T,>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
  const [entity, fields, campaigns, tags, inputs] = await Promise.all([
    fetchEdit(id, type),
    quiet(fetchFieldOptions(type, lang), []),
    fetchCampaignOptions(type),
    quiet(fetchTags(), []),
    quiet(fetchExtraInputs(id, lang), []),
  ]);
  return { kind: 'ready', data: { detail, entity, fields, campaigns, tags, inputs } };
}

/**
 * The three edit routes of spec 002 §2: /contribution/{type}/{id}/edit,
 * /contribution/{type}/{campaignId}/{id}/edit and /contribution/IDEA/{competitionId}/{id}/edit.
 */
export function ContributionEditPage() {
  const params = useParams();
  const { i18n } = useTranslation();
  const id = parseId(params.id);
  const parentId = parseId(params.parentId);
  const [state, setState] = useState<{ id: number | null; loaded: Loaded }>({ id: null, loaded: { kind: 'loading' } });

  useEffect(() => {
    if (id === null) return;
    let live = true;
    load(id, i18n.language).then(
      (loaded) => live && setState({ id, loaded }),
      () => live && setState({ id, loaded: { kind: 'notFound' } }),
    );
    return () => {
      live = false;
    };
    // the language is read once: the form keeps what the user typed when it changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  if (id === null) return <RecordNotFound />;
  const loaded = state.id === id ? state.loaded : { kind: 'loading' as const };
  switch (loaded.kind) {
    case 'loading':
      return <PageSpinner />;
    case 'notFound':
      return (
        <div className="container-xl my-4">
          <RecordNotFound />
        </div>
      );
    case 'readOnly':
      return <Navigate to={detailPath(loaded.id)} replace />;
    case 'ready':
      return <ContributionForm key={id} data={loaded.data} parentId={parentId} />;
  }
}

export default ContributionEditPage;

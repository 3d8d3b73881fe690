import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFoundPage } from '../../shared/RecordNotFound';
import {
  useActiveTagsQuery,
  useCampaignOptionsQuery,
  useContributionEditQuery,
  useContributionQuery,
  useExtraInputsWithAnswersQuery,
  useFieldOptionsQuery,
} from './contributionApi';
import { ContributionForm } from './ContributionForm';
import { canEdit } from './detail';
import { detailPath, parseId } from './paths';

/**
 * The three edit routes of spec 002 §2: /contribution/{type}/{id}/edit,
 * /contribution/{type}/{campaignId}/{id}/edit and /contribution/IDEA/{competitionId}/{id}/edit.
 */
export function ContributionEditPage() {
  const params = useParams();
  const id = parseId(params.id);
  if (id === null) return notFound;
  return <ContributionEditLoader key={id} id={id} parentId={parseId(params.parentId)} />;
}

const notFound = <RecordNotFoundPage />;

/** Reads what the form needs; a caller who may not edit goes to the detail page instead. */
function ContributionEditLoader({ id, parentId }: { id: number; parentId: number | null }) {
  const { i18n } = useTranslation();
  // the language is read once: the form keeps what the user typed when it changes
  const [lang] = useState(i18n.language);
  const detail = useContributionQuery({ id, langkey: lang }, { refetchOnMountOrArgChange: true });
  const editable = !!detail.data && canEdit(detail.data);
  const type = detail.data?.contributionType ?? '';
  const skip = { skip: !editable };
  const entity = useContributionEditQuery({ id, type }, skip);
  // the options fall back to none when they cannot be read (the client showed why)
  const fields = useFieldOptionsQuery({ type, langkey: lang }, skip);
  const campaigns = useCampaignOptionsQuery(type, skip);
  const tags = useActiveTagsQuery(undefined, skip);
  const inputs = useExtraInputsWithAnswersQuery({ id, langkey: lang }, skip);

  if (!detail.data) return detail.isError ? notFound : <PageSpinner />;
  if (!editable) return <Navigate to={detailPath(id)} replace />;
  if (entity.isError) return notFound;
  const settled = [fields, campaigns, tags, inputs].every((q) => q.isSuccess || q.isError);
  if (!entity.data || !settled) return <PageSpinner />;
  return (
    <ContributionForm
      data={{
        detail: detail.data,
        entity: entity.data,
        fields: fields.data ?? [],
        campaigns: campaigns.data ?? [],
        tags: tags.data ?? [],
        inputs: inputs.data ?? [],
      }}
      parentId={parentId}
      lang={lang}
    />
  );
}

export default ContributionEditPage;

import { useParams } from 'react-router';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import type { ContributionType } from '../contribution/types';
import { useExtraInputQuery } from './contributionAdminApi';
import { ExtraInputEditor } from './ExtraInputEditor';
import { TypeGate } from './TypeGate';

/** /extra-input/{source}/new and /extra-input/{source}/{id}/edit. */
export function ExtraInputFormPage() {
  const { source, id } = useParams();
  return (
    <TypeGate value={source}>
      {(s) =>
        id === undefined ? <ExtraInputEditor key={s} source={s} original={null} /> : <ExistingInput key={`${s}/${id}`} source={s} id={id} />
      }
    </TypeGate>
  );
}

export { listPathOf } from './ExtraInputEditor';

function ExistingInput({ source, id }: { source: ContributionType; id: string }) {
  const input = useExtraInputQuery({ source, id });
  if (input.isError) return <RecordNotFound />;
  if (!input.data) return <PageSpinner />;
  return <ExtraInputEditor source={source} original={input.data} />;
}

export default ExtraInputFormPage;

import { DeleteItemPage, type DeleteKind } from '../publishing/DeleteItemPage';
import { useContentForUpdateQuery, useDeleteContentMutation } from './contentApi';

const kind: DeleteKind = { entity: 'content', useItem: useContentForUpdateQuery, useRemove: useDeleteContentMutation };

/** /content/{id}/delete: the confirmation; after the delete the user returns to /content. */
export function ContentDeletePage() {
  return <DeleteItemPage kind={kind} />;
}

export default ContentDeletePage;

import { EntityDeletePage, type DeleteTarget } from './common/EntityDeletePage';
import { deleteContent, fetchContentForUpdate } from './contentApi';

const target: DeleteTarget = { entity: 'content', load: fetchContentForUpdate, remove: deleteContent };

/** /content/{id}/delete: the confirmation; after the delete the user returns to /content. */
export function ContentDeletePage() {
  return <EntityDeletePage target={target} />;
}

export default ContentDeletePage;

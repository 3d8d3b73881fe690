import { DeleteItemPage, type DeleteKind } from '../publishing/DeleteItemPage';
import { useCampaignForUpdateQuery, useDeleteCampaignMutation } from './campaignApi';

const kind: DeleteKind = { entity: 'campaign', useItem: useCampaignForUpdateQuery, useRemove: useDeleteCampaignMutation };

/** /campaign/{id}/delete: the confirmation; after the delete the user returns to /campaign. */
export function CampaignDeletePage() {
  return <DeleteItemPage kind={kind} />;
}

export default CampaignDeletePage;

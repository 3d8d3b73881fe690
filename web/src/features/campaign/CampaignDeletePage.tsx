import { EntityDeletePage, type DeleteTarget } from '../content/common/EntityDeletePage';
import { deleteCampaign, fetchCampaignForUpdate } from './campaignApi';

const target: DeleteTarget = { entity: 'campaign', load: fetchCampaignForUpdate, remove: deleteCampaign };

/** /campaign/{id}/delete: the confirmation; after the delete the user returns to /campaign. */
export function CampaignDeletePage() {
  return <EntityDeletePage target={target} />;
}

export default CampaignDeletePage;

/** The server's shape of the editable application configuration (spec 000 §9, 002 §7 "Application config and management"). */
import type { Availability } from '../../app/config/configSlice';

/** GET /api/v3/config/get-edit-config; the PUT body of /api/v3/config/update-config. */
export interface EditConfig {
  locales: string[];
  availableModules: string[];
  moduleSubmitListSettings: Record<string, { listingEnabled: Availability; submitEnabled: Availability }>;
  externalRegistrationAllowed: boolean;
  applicationStatus: string;
  contactFormEnabled: boolean;
  showLeadersTable: boolean;
  showPointSummaryTable: boolean;
  showBadgesTable: boolean;
  showPointAndRewardMenu: boolean;
  leaderboardDisplayMonthCount: number;
}

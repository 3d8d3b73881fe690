/** The server's shape of the editable application configuration (spec 000 §9, 002 §7 "Application config and management"). */
import type { Schemas } from '../../app/api/types';

/**
 * GET /api/v3/config/get-edit-config; the PUT body of /api/v3/config/update-config: the public
 * configuration's settings without the request's language, with a setting for every module (normalizeConfig).
 */
export type EditConfig = Schemas['Settings'];

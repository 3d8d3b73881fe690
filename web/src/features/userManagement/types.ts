/** The server's shapes of the user administration (spec 002 §7 Users and account). */

/** A user of GET /api/v3/users, /api/v3/users/{id} and /api/users/organizationId/{id}; the POST/PUT body of /api/users. */
export interface ManagedUser {
  id?: number | null;
  login: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  activated: boolean;
  langKey?: string | null;
  authorities: string[];
  createdBy?: string;
  createdDate?: string | null;
  lastModifiedBy?: string;
  lastModifiedDate?: string | null;
  registrationStatus?: string | null;
  organizationUnitId?: number | null;
  organizationUnitName?: string | null;
  [extra: string]: unknown;
}

/** A row of GET /api/v3/users/user-registration-history/{id}. */
export interface RegistrationHistory {
  id: number;
  userId: number;
  status: string;
  changedBy: string;
  changedDate: string;
  note?: string | null;
}

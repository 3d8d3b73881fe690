/**
 * The server's shapes of the user administration (spec 002 §7 Users and account): aliases of the types
 * generated from the OpenAPI document (src/app/api/schema.d.ts).
 */
import type { Schemas } from '../../app/api/types';

/** A user of GET /api/v3/users, /api/v3/users/{id} and /api/users/organizationId/{id}. */
export type ManagedUser = Schemas['ManagedUser'];

/** The POST/PUT body of /api/users. */
export type ManagedUserBody = Schemas['ManagedUserRequest'];

/** A row of GET /api/v3/users/user-registration-history/{id}. */
export type RegistrationHistory = Schemas['AccountHistoryEntry'];

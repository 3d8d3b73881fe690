/**
 * Shapes of the contribution administration API (docs/api-contributions.md): aliases of the types generated
 * from the server's OpenAPI document. The ones the contribution screens share (ContributionType, Tag,
 * ExtraInput with its labels and options, StateOption) are in ../contribution/types.
 */
import type { Schemas } from '../../app/api/types';

/** A task of GET api/v3/tasks/…: the holders of its role on the contribution are its assignees. */
export type Task = Schemas['Task'] & {
  /** the contract's single assignee (spec 002 §7), which the page shows when a server sends it */
  userId?: number | null;
  userName?: string | null;
};

/** A field's title in one language. */
export type FieldTitle = Schemas['Title'];

/** A contribution field (GET api/v3/contribution-fields/…). */
export type ContributionField = Schemas['Field'];

/** The POST/PUT body of api/v3/contribution-fields/{type} (a FieldRequest; the type is the path's). */
export type ContributionFieldPayload = Pick<ContributionField, 'isActive' | 'sortOrder' | 'definitionList'> & { id?: number };

/** A user attached to a field with a role. */
export type FieldUser = Schemas['User'];

/** One entry of an update-order body. */
export type OrderEntry = Required<Schemas['OrderItem']>;

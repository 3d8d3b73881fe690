/**
 * Shapes of the contribution administration API (docs/api-contributions.md), one declaration each.
 * The ones the contribution screens share (ContributionType, Tag, ExtraInput with its labels and
 * options, StateOption) are declared in ../contribution/types.
 */

export interface Task {
  id: number;
  contributionId: number;
  eiId: string;
  module: string;
  contributionTitle: string;
  stateId: number;
  stateName?: string | null;
  taskName: string;
  role: string;
  /** the contract's single assignee … */
  userId?: number | null;
  userName?: string | null;
  /** … and what the server sends: every holder of the task's role on the contribution */
  assignees?: { userId: number; login: string; fullName: string; userRole?: string }[];
  fieldId?: number | null;
  createdDate: string;
  deadline: string;
  closedDate?: string | null;
  status: string;
}

export interface FieldTitle {
  language: string;
  title: string;
}

export interface ContributionField {
  id: number;
  contributionType?: string;
  isActive: boolean;
  sortOrder: number;
  definitionList: FieldTitle[];
}

export interface FieldUser {
  id: number;
  fieldId: number;
  userId: number;
  userRole: string;
  isActive: boolean;
  login: string;
  fullName: string;
}

/** One entry of an update-order body. */
export interface OrderEntry {
  id: number;
  listOrder: number;
}

import type { Schemas } from '../../app/api/types';
/**
 * Shapes of the contributions API (docs/api-contributions.md), one declaration each; the
 * contribution administration (../contributionAdmin) imports the ones it shares from here.
 */

export const CONTRIBUTION_TYPES = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'] as const;
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number];
export type Scope = 'all' | 'mine' | 'assigned';
export type ExplanationRule = 'NONE' | 'OPTIONAL' | 'REQUIRED';
export const INPUT_TYPES = ['TEXT', 'TEXT_AREA', 'RICH_TEXT', 'NUMERIC', 'BOOL', 'SINGLE_SELECTION', 'MULTIPLE_SELECTION', 'DATE'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export interface ExtraInputAnswer {
  extraInputId: number;
  value: string;
  values: string[];
}

export interface EditEntity {
  id: number;
  code: string;
  contributionType: string;
  stateId: number;
  stateType: string;
  title: string;
  summary: string;
  body: string;
  fieldId: number | null;
  campaignId: number | null;
  competitionId: number | null;
  editable: boolean;
  savedAsDraft: boolean;
  coOwnerIds: number[];
  tagIds?: number[];
  extraInputAnswers?: ExtraInputAnswer[];
  bannerId?: number | null;
  bannerPreviewId?: number | null;
  bannerPath?: string | null;
}

export interface ListItem {
  id: number;
  code: string;
  title: string;
  summary: string;
  stateId: number;
  stateCode: string;
  stateType: string;
  stateName: string;
  fieldId: number | null;
  campaignId: number | null;
  createdBy: number;
  dateSubmitted: string | null;
  dateUpdated: string;
  bannerPreviewPath?: string | null;
}

export interface Person {
  userId: number;
  login: string;
  fullName: string;
  userRole: string;
}

export interface ActionView {
  name: string;
  targetStateId: number;
  targetStateName: string;
  explanation: ExplanationRule;
}

export interface ExtraInputDefinition {
  id?: number;
  label: string;
  explanation: string;
  language: string;
  extraInputId?: number;
}

/** An option of a selection in one language; the rank identifies the option (answers name it). */
export interface SelectionValue {
  language: string;
  label: string;
  rank: number;
}

/** An extra input of a type (internal/contribution ExtraInput), as its administration edits it. */
export interface ExtraInput {
  id: number;
  source: ContributionType;
  competitionId: number | null;
  fieldId: number | null;
  inputType: InputType;
  isRequired: boolean;
  listOrder: number;
  minLenOrValue: number | null;
  maxLenOrValue: number | null;
  selectionValues: SelectionValue[];
  definitionList: ExtraInputDefinition[];
}

/** An input with a contribution's answer (the server's ExtraInputWithAnswer embeds ExtraInput). */
export interface ExtraInputWithAnswer
  extends
    Pick<ExtraInput, 'id' | 'fieldId' | 'inputType' | 'isRequired' | 'listOrder' | 'minLenOrValue' | 'maxLenOrValue'>,
    Partial<Pick<ExtraInput, 'source' | 'competitionId' | 'definitionList'>> {
  selectionValues: SelectionValue[] | null;
  label?: string;
  explanation?: string;
  /** the answer; for selections the chosen ranks ('2', ['1', '3']) */
  value?: string | null;
  values?: string[] | null;
  /** selections: the chosen options' labels in the requested language */
  valueLabels?: string[] | null;
}

export interface ContributionFile {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  createdDate: string;
  createdBy: number;
}

/** A contribution tag (generated from the OpenAPI document). */
export type Tag = Schemas['Tag'];

/** A tag as a contribution shows it (internal/tag Ref). */
export type TagRef = Pick<Tag, 'id' | 'name'>;

export interface ContributionDetail {
  id: number;
  code: string;
  contributionType: string;
  lifeCycleId: number;
  stateId: number;
  stateCode: string;
  stateType: string;
  stateName: string;
  title: string;
  summary: string;
  body: string;
  publishState: string;
  editable: boolean;
  visible: boolean;
  commentStatus: string;
  ratingStatus: string;
  savedAsDraft: boolean;
  fieldId: number | null;
  fieldTitle?: string | null;
  campaignId: number | null;
  competitionId: number | null;
  version: number;
  createdBy: number;
  createdDate: string;
  submittedDate: string | null;
  updatedDate: string;
  people: Person[];
  callerRoles: string[];
  actions: ActionView[];
  commands: string[];
  tags?: TagRef[];
  extraInputs?: ExtraInputWithAnswer[];
  files?: ContributionFile[];
  bannerPath?: string | null;
  bannerPreviewPath?: string | null;
}

export interface HistoryEntry {
  id: number;
  category: string;
  action: string;
  fromStateId: number | null;
  fromStateName: string;
  toStateId: number | null;
  toStateName: string;
  explanation: string;
  userId: number | null;
  userName: string;
  createdDate: string;
}

/** GET api/v3/contribution-fields/options/{type} */
export interface FieldOption {
  value: number;
  label: string;
}

/** GET api/v3/campaigns-select-input/{type} */
export interface CampaignOption {
  id: number;
  title: string;
}

/** A life-cycle state for the list filter (GET api/v3/life-cycles/list-states-by-source/{type}/0). */
export interface StateOption {
  id: number;
  name?: string;
  stateDefinitionList?: { language: string; name: string }[];
  rank?: number;
}

/** POST api/v3/contribution-images/upload-banner/{id} */
export interface BannerUpload {
  bannerId: number;
  bannerPreviewId: number | null;
  path: string;
  previewPath: string | null;
}

/** A state of a life cycle as the detail's path shows it (GET api/v3/life-cycles/{id}/states-ordered). */
export interface PathState {
  id: number;
  code: string;
  stateType: string;
  rank: number;
  isHappyPath: boolean;
  isInitial: boolean;
  name: string;
}

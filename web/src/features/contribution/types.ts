import type { Schemas } from '../../app/api/types';
/**
 * Shapes of the contributions API (docs/api-contributions.md): aliases of the types generated from the
 * server's OpenAPI document (src/app/api/schema.d.ts), plus the client's own constants. The contribution
 * administration (../contributionAdmin) imports the ones it shares from here.
 */

export type ContributionType = Schemas['ContributionType'];
export const CONTRIBUTION_TYPES = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'] as const satisfies readonly ContributionType[];
export type Scope = 'all' | 'mine' | 'assigned';
export type ExplanationRule = Schemas['ExplanationMode'];
export type InputType = Schemas['InputType'];
export const INPUT_TYPES = [
  'TEXT',
  'TEXT_AREA',
  'RICH_TEXT',
  'NUMERIC',
  'BOOL',
  'SINGLE_SELECTION',
  'MULTIPLE_SELECTION',
  'DATE',
] as const satisfies readonly InputType[];
export type StateType = Schemas['StateType'];
export type ContributionRole = Schemas['ContributionRole'];
export type LifeCycleCommand = Schemas['LifeCycleCommand'];

/** An extra input's answer in the form (GET/PUT api/v3/contributions/edit). */
export type ExtraInputAnswer = Schemas['Answer'];

/** GET api/v3/contributions/edit/{id}: the contribution form's record. */
export type EditEntity = Schemas['EditEntity'];

/** A row of the contribution lists. */
export type ListItem = Schemas['ListItem'];

/** Someone with a role on a contribution (also a task's assignee). */
export type Person = Schemas['Person'];

/** An action the caller may take on a contribution. */
export type ActionView = Schemas['ActionView'];

/** An extra input's label and explanation in one language. */
export type ExtraInputDefinition = Schemas['Definition'];

/** An option of a selection in one language; the rank identifies the option (answers name it). */
export type SelectionValue = Schemas['SelectionValue'];

/** An extra input of a type (internal/extrainput Input), as its administration edits it. */
export type ExtraInput = Schemas['ExtrainputInput'];

/**
 * The POST/PUT body of api/v3/extra-inputs/{type} (an InputRequest) as the form builds it: the labels carry no
 * ids yet (the server numbers them).
 */
export type ExtraInputPayload = Omit<ExtraInput, 'id' | 'definitionList'> & {
  id?: number;
  definitionList: Pick<ExtraInputDefinition, 'language' | 'label' | 'explanation'>[];
} & Schemas['InputRequest'];

/** An input with a contribution's answer (value, values: for selections the chosen ranks; valueLabels their labels). */
export type ExtraInputWithAnswer = Schemas['WithAnswer'];

/** A file attached to a contribution. */
export type ContributionFile = Schemas['File'];

/** A contribution tag. */
export type Tag = Schemas['Tag'];

/** A tag as a contribution shows it (internal/tag Ref). */
export type TagRef = Schemas['TagRef'];

/** GET api/v3/contributions/{id}: a contribution as its detail page shows it. */
export type ContributionDetail = Schemas['Contribution'];

/** A row of a contribution's history. */
export type HistoryEntry = Schemas['ContributionHistoryEntry'];

/** GET api/v3/contribution-fields/options/{type} */
export type FieldOption = Schemas['FieldOption'];

/** GET api/v3/campaigns-select-input/{type} */
export type CampaignOption = Schemas['CampaignOption'];

/** A life-cycle state for the list filter (GET api/v3/life-cycles/list-states-by-source/{type}/0). */
export type StateOption = Schemas['StateEntry'];

/** POST api/v3/contribution-images/upload-banner/{id} */
export type BannerUpload = Schemas['AttachmentBanner'];

/** A state of a life cycle as the detail's path shows it (GET api/v3/life-cycles/{id}/states-ordered). */
export type PathState = Pick<Schemas['StateEntry'], 'id' | 'code' | 'stateType' | 'rank' | 'isHappyPath' | 'isInitial' | 'name'>;

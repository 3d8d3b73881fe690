/** Fixtures and a router harness for the contribution tests (not part of the app bundle). */
import { Route, Routes, useLocation } from 'react-router';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../test/render';
import { initialSessionState } from '../../app/auth/sessionSlice';
import { defaultAppConfig } from '../../app/config/configSlice';
import type { RootState } from '../../app/store';
import type { ContributionDetail, EditEntity, ExtraInputWithAnswer, SelectionValue } from './types';

export function PathProbe() {
  const loc = useLocation();
  return (
    <div data-testid="path-probe">
      {loc.pathname}
      {loc.search}
    </div>
  );
}

export function signedInState(authorities: string[] = ['ROLE_USER', 'ROLE_INTERNAL']): Partial<RootState> {
  return {
    authentication: {
      ...initialSessionState,
      sessionHasBeenFetched: true,
      isAuthenticated: true,
      account: {
        id: 2,
        login: 'user',
        firstName: 'Umut',
        lastName: 'User',
        email: 'user@inno.example',
        activated: true,
        langKey: 'en',
        authorities,
      },
    },
    applicationConfig: {
      config: {
        ...defaultAppConfig,
        availableModules: ['SUGGESTION', 'IMPROVEMENT', 'COMPETITION'],
        moduleSubmitListSettings: {
          SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
          IMPROVEMENT: { listingEnabled: 'BOTH', submitEnabled: 'NONE' },
        },
      },
      configLoaded: true,
      configError: false,
      info: null,
    },
  };
}

/** Renders `element` at `route` under `pattern`; every other path shows the path probe. */
export function renderAt(route: string, pattern: string | string[], element: ReactElement, state: Partial<RootState> = signedInState()) {
  const patterns = Array.isArray(pattern) ? pattern : [pattern];
  return renderWithProviders(
    <Routes>
      {patterns.map((p) => (
        <Route key={p} path={p} element={element} />
      ))}
      <Route path="*" element={<PathProbe />} />
    </Routes>,
    { route, preloadedState: state },
  );
}

export const DETAIL: ContributionDetail = {
  id: 7,
  code: 'SUG-7',
  contributionType: 'SUGGESTION',
  lifeCycleId: 1,
  stateId: 1,
  stateCode: 'DRAFT',
  stateType: 'DRAFT',
  stateName: 'Draft',
  title: 'Less paper',
  summary: 'Print less',
  body: '<p>Use <b>screens</b></p><script>alert(1)</script>',
  publishState: 'DRAFT',
  editable: true,
  commentCount: 0,
  ratingCount: 0,
  ratingAverage: null,
  visible: true,
  commentStatus: 'HIDDEN',
  ratingStatus: 'CLOSED',
  savedAsDraft: false,
  fieldId: null,
  fieldTitle: null,
  campaignId: null,
  competitionId: null,
  version: 1,
  createdBy: 2,
  createdDate: '2025-01-02T10:00:00Z',
  submittedDate: null,
  updatedDate: '2025-01-02T10:00:00Z',
  people: [
    { userId: 2, login: 'user', fullName: 'Umut User', userRole: 'OWNER' },
    { userId: 9, login: 'co', fullName: 'Co Owner', userRole: 'OWNER' },
  ],
  callerRoles: ['OWNER', 'VIEWER'],
  actions: [
    { name: 'cancel', targetStateId: 9, targetStateName: 'Cancelled', explanation: 'OPTIONAL' },
    { name: 'submit', targetStateId: 2, targetStateName: 'Submitted', explanation: 'NONE' },
  ],
  commands: ['EDIT', 'VIEW_HISTORY', 'VIEW_OWNERS'],
  tags: [],
  extraInputs: [],
  files: [],
  bannerPath: null,
  bannerPreviewPath: null,
};

export const ENTITY: EditEntity = {
  id: 7,
  code: 'SUG-7',
  contributionType: 'SUGGESTION',
  stateId: 1,
  stateType: 'DRAFT',
  title: '',
  summary: '',
  body: '',
  fieldId: null,
  campaignId: null,
  competitionId: null,
  editable: true,
  savedAsDraft: false,
  coOwnerIds: [9],
  tagIds: [],
  extraInputAnswers: [],
  bannerId: null,
  bannerPreviewId: null,
  bannerPath: null,
};

/** Options in English, ranked 1, 2, … in the order given (for selection inputs). */
export function options(...labels: string[]): SelectionValue[] {
  return labels.map((label, i) => ({ language: 'en', label, rank: i + 1 }));
}

export function input(over: Partial<ExtraInputWithAnswer> & Pick<ExtraInputWithAnswer, 'id' | 'inputType'>): ExtraInputWithAnswer {
  return {
    source: 'SUGGESTION',
    competitionId: null,
    definitionList: [],
    fieldId: null,
    isRequired: false,
    listOrder: over.id,
    minLenOrValue: null,
    maxLenOrValue: null,
    selectionValues: [],
    label: `Input ${over.id}`,
    explanation: '',
    value: '',
    values: [],
    valueLabels: [],
    ...over,
  };
}

/** Fixtures and a router harness for the campaign, content and home tests (not part of the app bundle). */
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { initialSessionState } from '../../app/auth/sessionSlice';
import { defaultAppConfig } from '../../app/config/configSlice';
import type { RootState } from '../../app/store';
import { renderWithProviders } from '../../test/render';
import type { Content } from '../content/types';
import type { Campaign } from './types';
import type { TreeSelectNode } from '../../shared/organizationTree';

export const DAY = 24 * 60 * 60 * 1000;

export function PathProbe() {
  const loc = useLocation();
  return (
    <div data-testid="path-probe">
      {loc.pathname}
      {loc.search}
    </div>
  );
}

export const MODULES_CONFIG = {
  ...defaultAppConfig,
  availableModules: ['CONTENT', 'CAMPAIGN', 'SUGGESTION', 'IMPROVEMENT', 'COMPETITION'],
  moduleSubmitListSettings: {
    SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
    IMPROVEMENT: { listingEnabled: 'BOTH', submitEnabled: 'BOTH' },
  },
} as const satisfies typeof defaultAppConfig;

export function state(authorities: string[] | null, config: Partial<typeof defaultAppConfig> = {}): Partial<RootState> {
  return {
    authentication: authorities
      ? {
          ...initialSessionState,
          sessionHasBeenFetched: true,
          isAuthenticated: true,
          account: {
            id: 5,
            login: 'kaan',
            firstName: 'Kaan',
            lastName: 'Campaign',
            email: 'kaan@inno.example',
            activated: true,
            langKey: 'en',
            authorities,
          },
        }
      : { ...initialSessionState, sessionHasBeenFetched: true },
    applicationConfig: {
      config: {
        ...MODULES_CONFIG,
        moduleSubmitListSettings: { ...MODULES_CONFIG.moduleSubmitListSettings },
        availableModules: [...MODULES_CONFIG.availableModules],
        ...config,
      },
      configLoaded: true,
      configError: false,
      info: null,
    },
  };
}

export const USER = ['ROLE_USER', 'ROLE_INTERNAL'];
export const CAMPAIGN_MANAGER = ['ROLE_USER', 'ROLE_INTERNAL', 'ROLE_CAMPAIGN_AUTHOR', 'ROLE_CAMPAIGN_EDITOR'];
export const CONTENT_MANAGER = ['ROLE_USER', 'ROLE_INTERNAL', 'ROLE_CONTENT_AUTHOR', 'ROLE_CONTENT_EDITOR'];

/** Renders `element` at `route` under `pattern`; every other path shows the path probe. */
export function renderAt(route: string, pattern: string, element: ReactElement, preloaded: Partial<RootState> = state(CAMPAIGN_MANAGER)) {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={element} />
      <Route path="*" element={<PathProbe />} />
    </Routes>,
    { route, preloadedState: preloaded },
  );
}

export function campaign(over: Partial<Campaign> = {}, now: number = Date.now()): Campaign {
  return {
    id: 7,
    code: 'GREEN-25',
    title: 'Green office',
    summary: 'Ideas that save energy and paper in the office.',
    body: '<p>Send us your <b>ideas</b></p><script>alert(1)</script>',
    campaignType: 'SUGGESTION',
    announceDate: new Date(now - DAY).toISOString(),
    dateSubmissionStart: new Date(now - DAY).toISOString(),
    dateSubmissionEnd: new Date(now + 3 * DAY).toISOString(),
    dateSubmissionTerminated: null,
    publishDate: new Date(now - DAY).toISOString(),
    publishState: 'PUBLISHED',
    accessLevel: 'REGISTERED',
    targetOrganizations: [1],
    targetUnits: [],
    bannerId: 3,
    bannerPreviewId: 4,
    bannerPath: 'content-images/campaign-7/abc.jpg',
    bannerPreviewPath: 'content-images/campaign-7/abc-preview.jpg',
    canSubmit: true,
    authorName: 'Kaan Campaign',
    createdBy: 5,
    bannerPreview: 'content-images/campaign-7/abc-preview.jpg',
    dateCreated: new Date(now - 2 * DAY).toISOString(),
    dateUpdated: new Date(now - DAY).toISOString(),
    ...over,
  };
}

export function content(over: Partial<Content> = {}): Content {
  return {
    id: 11,
    code: 'CNT-00011',
    title: 'New canteen opens',
    summary: 'The canteen on the second floor opens on Monday with a new menu.',
    body: '<p>Menu <em>inside</em></p>',
    categoryId: 2,
    category: 'contentCategory.news',
    categoryIcon: 'newspaper',
    language: '',
    accessLevel: 'REGISTERED',
    targetOrganizations: [],
    targetUnits: [3],
    publishState: 'PUBLISHED',
    publishDate: '2025-03-01T09:00:00Z',
    lastDate: '2025-04-01T09:00:00Z',
    dateCreated: '2025-02-28T09:00:00Z',
    dateUpdated: '2025-03-02T10:30:00Z',
    bannerId: 1,
    bannerPreviewId: 2,
    bannerPath: 'content-images/content-11/x.png',
    bannerPreviewPath: 'content-images/content-11/x-preview.png',
    authorName: 'Ceren Content',
    createdBy: 6,
    bannerPreview: 'content-images/content-11/x-preview.png',
    post: '<p>Menu <em>inside</em></p>',
    ...over,
  };
}

export const TREE: TreeSelectNode[] = [
  {
    key: 1,
    value: 1,
    title: 'Inno Holding',
    kind: 'ORGANIZATION',
    disabled: false,
    children: [
      { key: 2, value: 2, title: 'Research & Development', kind: 'UNIT', disabled: false },
      {
        key: 3,
        value: 3,
        title: 'Production',
        kind: 'UNIT',
        disabled: false,
        children: [{ key: 4, value: 4, title: 'Quality', kind: 'UNIT', disabled: false }],
      },
    ],
  },
];

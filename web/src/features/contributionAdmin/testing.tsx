/** Test helpers of this feature: a signed-in session and a route around the page. */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/render';
import { initialSessionState } from '../../app/auth/sessionSlice';
import { defaultAppConfig } from '../../app/config/configSlice';
import type { StubCall } from '../../test/fetch';
import type { ExtraInput } from '../contribution/types';

export const ADMIN_ROLES = [
  'ROLE_ADMIN',
  'ROLE_USER',
  'ROLE_INTERNAL',
  'ROLE_SUGGESTION_ADMIN',
  'ROLE_IMPROVEMENT_ADMIN',
  'ROLE_COMPETITION_ADMIN',
];

export function renderPage(
  ui: ReactElement,
  { path, route, authorities = ADMIN_ROLES, userId = 7 }: { path: string; route: string; authorities?: string[]; userId?: number },
) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<div data-testid="elsewhere" />} />
    </Routes>,
    {
      route,
      preloadedState: {
        authentication: {
          ...initialSessionState,
          isAuthenticated: true,
          sessionHasBeenFetched: true,
          account: {
            id: userId,
            login: 'ada',
            firstName: 'Ada',
            lastName: 'Admin',
            email: 'ada@x.io',
            activated: true,
            langKey: 'en',
            authorities,
          },
        },
        applicationConfig: {
          config: { ...defaultAppConfig, locales: ['en', 'tr'], languages: { en: 'English', tr: 'Türkçe' } },
          configLoaded: true,
          configError: false,
          info: null,
        },
      },
    },
  );
}

/** The query of the last call to `path` (and method). */
export function lastQuery(calls: readonly StubCall[], path: string, method = 'GET'): URLSearchParams {
  const call = calls.filter((c) => c.path === path && c.method === method).at(-1);
  if (!call) throw new Error(`no ${method} ${path}`);
  return new URL(call.url, 'http://x').searchParams;
}

export function callsTo(calls: readonly StubCall[], method: string, path: string): StubCall[] {
  return calls.filter((c) => c.method === method && c.path === path);
}

/** An optional TEXT extra input of SUGGESTION (over changes any of it), with an English and a Turkish label. */
export const extraInput = (id: number, listOrder: number, over: Partial<ExtraInput> = {}): ExtraInput => ({
  id,
  source: 'SUGGESTION',
  competitionId: null,
  fieldId: null,
  inputType: 'TEXT',
  isRequired: false,
  listOrder,
  minLenOrValue: null,
  maxLenOrValue: null,
  selectionValues: [],
  definitionList: [
    { id: id * 10, extraInputId: id, language: 'en', label: `Label ${id}`, explanation: `Explains ${id}` },
    { id: id * 10 + 1, extraInputId: id, language: 'tr', label: `Etiket ${id}`, explanation: '' },
  ],
  ...over,
});

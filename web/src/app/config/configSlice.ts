/** Application configuration (GET /api/public/config/app) and build information (GET /management/info). */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import api from '../api';
import type { Schemas } from '../api/types';

export type ModuleName = Schemas['ModuleName'];
export type Availability = Schemas['Availability'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type ModuleSetting = Schemas['ModuleSetting'];

/** GET /api/public/config/app (a module without settings has no entry in moduleSubmitListSettings). */
export type AppConfig = Omit<Schemas['AppConfig'], 'moduleSubmitListSettings'> & {
  moduleSubmitListSettings: Partial<Record<string, ModuleSetting>>;
};

/** Defaults of spec 000 §9, used until the server answered (or when it could not). */
export const defaultAppConfig: AppConfig = {
  currentLocale: 'en',
  languages: { en: 'English' },
  locales: ['en'],
  availableModules: [],
  moduleSubmitListSettings: {},
  externalRegistrationAllowed: false,
  applicationStatus: 'OK',
  contactFormEnabled: true,
  showLeadersTable: true,
  showPointSummaryTable: false,
  showBadgesTable: true,
  showPointAndRewardMenu: true,
  leaderboardDisplayMonthCount: 0,
};

/** GET /management/info (the build information the footer shows). */
export type ManagementInfo = Pick<Schemas['Info'], 'version' | 'build' | 'environment'>;

export interface ConfigState {
  config: AppConfig;
  configLoaded: boolean;
  configError: boolean;
  info: ManagementInfo | null;
}

const initialState: ConfigState = {
  config: defaultAppConfig,
  configLoaded: false,
  configError: false,
  info: null,
};

export const getAppConfig = createAsyncThunk('applicationConfig/fetch', async () => {
  const res = await api.get<Partial<AppConfig>>('/api/public/config/app');
  return res.data;
});

export const getManagementInfo = createAsyncThunk('applicationConfig/fetch_info', async () => {
  // a failure here is already reported by the config call; keep it quiet
  const res = await api.get<ManagementInfo>('/management/info', { notify: false });
  return res.data;
});

const configSlice = createSlice({
  name: 'applicationConfig',
  initialState,
  reducers: {},
  extraReducers(builder) {
    builder
      .addCase(getAppConfig.fulfilled, (state, action) => {
        const c = action.payload ?? {};
        state.config = {
          ...defaultAppConfig,
          ...c,
          languages: c.languages ?? defaultAppConfig.languages,
          locales: c.locales && c.locales.length > 0 ? c.locales : Object.keys(c.languages ?? defaultAppConfig.languages),
          availableModules: c.availableModules ?? [],
          moduleSubmitListSettings: c.moduleSubmitListSettings ?? {},
        };
        state.configLoaded = true;
        state.configError = false;
      })
      .addCase(getAppConfig.rejected, (state) => {
        state.configLoaded = true;
        state.configError = true;
      })
      .addCase(getManagementInfo.fulfilled, (state, action) => {
        state.info = action.payload;
      });
  },
});

export default configSlice.reducer;

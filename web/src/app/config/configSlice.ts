/** Application configuration (GET /api/public/config/app) and build information (GET /management/info). */
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import api from '../api';

export type ModuleName = 'CONTENT' | 'CAMPAIGN' | 'COMPETITION' | 'SUGGESTION' | 'IMPROVEMENT';
export type Availability = 'NONE' | 'BOTH' | 'INTERNAL' | 'EXTERNAL';
export type ApplicationStatus = 'OK' | 'MAINTENANCE' | 'INCOMPLETE' | 'ERROR' | 'UPDATE_SUCCESSFULL' | 'UPDATE_SOME_VALUES_ARE_INVALID';

export interface ModuleSetting {
  listingEnabled: Availability;
  submitEnabled: Availability;
}

export interface AppConfig {
  currentLocale: string;
  languages: Record<string, string>;
  locales: string[];
  availableModules: string[];
  moduleSubmitListSettings: Partial<Record<string, ModuleSetting>>;
  externalRegistrationAllowed: boolean;
  applicationStatus: ApplicationStatus | string;
  contactFormEnabled: boolean;
  showLeadersTable: boolean;
  showPointSummaryTable: boolean;
  showBadgesTable: boolean;
  showPointAndRewardMenu: boolean;
  leaderboardDisplayMonthCount: number;
}

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

export interface ManagementInfo {
  version: string;
  build: string;
  environment: string;
}

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

import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import authentication from './auth/sessionSlice';
import applicationConfig from './config/configSlice';

/*
 * Session and configuration are in the store from the start. The RTK Query API
 * (src/app/api/baseApi.ts) joins it when the first feature that reads server data loads
 * (injectReducer, addMiddleware), so the first page's script does not carry it.
 */
const staticReducers = { authentication, applicationConfig };
const startReducer = combineReducers(staticReducers);

export type RootState = ReturnType<typeof startReducer>;

let current: Reducer = startReducer;
const injected: Record<string, Reducer> = {};

/** Adds a reducer under key to every store, present and future. */
export function injectReducer(key: string, reducer: Reducer) {
  injected[key] = reducer;
  current = combineReducers({ ...staticReducers, ...injected });
}

export const rootReducer = (state: RootState | undefined, action: UnknownAction): RootState => current(state, action) as RootState;

const late: Middleware[] = [];

/** Adds middleware to every store, present and future (before any action needs it: at module load). */
export function addMiddleware(...middleware: Middleware[]) {
  late.push(...middleware);
}

// Runs the middleware added so far; the chain is built again when some were added.
const lateMiddleware: Middleware = (store) => (next) => {
  let built = -1;
  let chain: (action: unknown) => unknown = next;
  return (action) => {
    if (built !== late.length) {
      chain = late.map((m) => m(store)).reduceRight<(action: unknown) => unknown>((n, m) => m(n), next);
      built = late.length;
    }
    return chain(action);
  };
};

export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().concat(lateMiddleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

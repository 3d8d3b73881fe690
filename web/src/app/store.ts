import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import authentication, { authenticationCleared, login, logoutSession } from './auth/sessionSlice';
import applicationConfig from './config/configSlice';
import { api } from './api/baseApi';

/** Feature slices are added here as features arrive. */
export const rootReducer = combineReducers({
  authentication,
  applicationConfig,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  // Server data belongs to the person signed in: a new session starts with an empty cache.
  const session = createListenerMiddleware();
  session.startListening({
    matcher: isAnyOf(logoutSession, authenticationCleared, login.fulfilled),
    effect: (_, listener) => {
      listener.dispatch(api.util.resetApiState());
    },
  });
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(session.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * A dispatch for the RTK Query API's own thunks (`someApi.util.upsertQueryData`, `updateQueryData`):
 * the store gains the API's state when the API loads (src/app/store.ts), which the store's static
 * type cannot know, so these thunks are typed for any state.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

export const useApiDispatch = useDispatch.withTypes<ThunkDispatch<never, unknown, UnknownAction>>();

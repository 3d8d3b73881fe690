import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { createStore, type RootState } from '../app/store';

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', preloadedState }: { route?: InitialEntry; preloadedState?: Partial<RootState> } = {},
) {
  const store = createStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}

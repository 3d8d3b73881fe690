import { BrowserRouter } from 'react-router';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { RootLayout } from './layout/RootLayout';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </Provider>
  );
}

export default App;

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/theme.scss';
import './app/app.css';
import { App } from './app/App';
import { createStore } from './app/store';
import { bootstrap } from './app/bootstrap';

const store = createStore();
const container = document.getElementById('root');

void bootstrap(store).finally(() => {
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});

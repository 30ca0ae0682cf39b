import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { initI18n } from './lib/i18n/index.ts';
import { App } from './app/App.tsx';
import { scheduleServiceWorker } from './lib/pwa/index.ts';

initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline shell and caches: the service worker registers once the app is idle (lazy chunk).
scheduleServiceWorker();

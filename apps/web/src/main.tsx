import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { startI18n } from './lib/i18n/index.ts';
import { App } from './app/App.tsx';
import { scheduleServiceWorker } from './lib/pwa/index.ts';

// French is in the first load; a stored Arabic choice loads its texts before the first render.
void startI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// Offline shell and caches: the service worker registers once the app is idle (lazy chunk).
scheduleServiceWorker();

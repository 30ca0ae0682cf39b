import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@qadhya/design/fonts.css';
import '@qadhya/design/tokens.css';
import './styles/tokens.css';
import '@qadhya/design/base.css';
import './styles/base.css';
import './components/ui/ui.css';
import { App } from './app/App.tsx';
import { setFrenchZod } from './lib/forms/french-errors.ts';

setFrenchZod();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Amplify UI's own CSS, cut to the primitives the app uses (amplify-styles-plugin.ts).
import 'virtual:amplify-styles.css';
// The club theme's custom properties, built with the app (amplify-theme-plugin.ts).
import 'virtual:club-theme.css';
// The club's tokens, base element styles and the patterns screens share; components and features import their own.
import './styles/tokens.css';
import './styles/base.css';
import './styles/patterns.css';
// The self-hosted Telugu font's faces (a few hundred bytes of CSS; the font files load only when Telugu is drawn).
import './styles/telugu-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadScreen } from './app/router';
import { startInstallableApp } from './features/app-install';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen's module downloads while the sign-in check runs, not after its answer.
preloadScreen(window.location.pathname);

// The install offer's event is caught now; the service worker registers after load.
startInstallableApp();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

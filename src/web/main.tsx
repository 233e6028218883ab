import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageFor } from './app/pages';
import { createQueryClient } from './app/query-client';
import { getAppI18n } from './i18n/app-i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The screen's own code first (the server's HTML already asked for it), so the first render shows
// the screen itself rather than a spinner that the screen then pushes away.
// The common catalogue of the reader's language likewise (English's ships with this script), and
// the data a landing page opens with, which its HTML already asked for (decision 080).
const i18n = getAppI18n();
document.documentElement.lang = i18n.language;
const queryClient = createQueryClient();
void Promise.all([
  preloadPageFor(window.location.pathname, queryClient),
  i18n.loadNamespaces('common'),
]).then(() => {
  const reactRoot = createRoot(root);
  // As a transition, the first render is drawn in slices between which the phone can paint and
  // answer a tap, rather than as one long task (docs/decisions/076).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
});

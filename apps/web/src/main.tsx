import '@trumpet/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { lazyChunk } from './routing/lazyScreen';
import { resolveSession } from './session/boot';
import { CALLBACK_PATH } from './session/accounts';
import { takeAccountFromLink } from './session/account-hand-off';
import { startFirstScreen } from './routing/first-screen';
import { createAppStore } from './store/createAppStore';
import { applyTheme, savedTheme } from './theme/theme';
import './app.css';

applyTheme(savedTheme());

// The OAuth callback is a page of its own: its code loads only there.
const CallbackScreen = lazyChunk<object>('callback', () => import('./session/CallbackScreen').then((module) => ({ default: module.CallbackScreen })));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// React wraps an error it recovered from (by rendering again) in one that names no cause: report the cause.
const root = createRoot(container, {
  onRecoverableError: (error) => reportError(error instanceof Error && error.cause !== undefined ? error.cause : error),
});

if (window.location.pathname === CALLBACK_PATH) {
  root.render(
    <StrictMode>
      <CallbackScreen />
    </StrictMode>,
  );
} else {
  // A push notification's click names its account: the app opens as that account.
  takeAccountFromLink();
  void resolveSession().then((session) => {
    const { store, api } = createAppStore(session);
    startFirstScreen(store, { signedIn: session.me !== null, pathname: window.location.pathname, width: window.innerWidth });
    root.render(
      <StrictMode>
        <App session={session} store={store} api={api} />
      </StrictMode>,
    );
  });
}

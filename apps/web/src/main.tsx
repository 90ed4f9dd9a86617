import '@trumpet/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { CallbackScreen } from './session/CallbackScreen';
import { resolveSession } from './session/boot';
import { CALLBACK_PATH } from './session/oauth';
import { createAppStore } from './store/createAppStore';
import { applyTheme, savedTheme } from './theme/theme';
import './app.css';

applyTheme(savedTheme());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

if (window.location.pathname === CALLBACK_PATH) {
  root.render(
    <StrictMode>
      <CallbackScreen />
    </StrictMode>,
  );
} else {
  void resolveSession().then((session) => {
    const { store, api } = createAppStore(session);
    root.render(
      <StrictMode>
        <App session={session} store={store} api={api} />
      </StrictMode>,
    );
  });
}

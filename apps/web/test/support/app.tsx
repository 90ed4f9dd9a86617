import { createRestClient, type RestClient } from '@trumpet/api-client';
import { createTrumpetStore, type TrumpetStore } from '@trumpet/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ModalProvider } from '../../src/modals/ModalContext';
import { ModalRoot } from '../../src/modals/ModalRoot';
import type { Session } from '../../src/session/boot';
import { SessionProvider } from '../../src/session/SessionContext';
import { StoreProvider } from '../../src/store/StoreProvider';

export const ME = '1';

export interface RecordedAction {
  type: string;
  payload?: unknown;
}

export interface FakeResponse {
  status?: number;
  body: unknown;
}

/** A fetch that answers by `METHOD path` (query ignored) and records every call. */
export function fakeFetch(routes: Record<string, FakeResponse | ((init: RequestInit) => FakeResponse)>) {
  const calls: { method: string; url: string; body: string | null }[] = [];
  const fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url: input, body: typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : null });
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(init) : (route ?? { status: 404, body: { error: 'Record not found' } });
    // jsdom has no fetch Response: what the api-client reads of one.
    const headers = new Map([['content-type', 'application/json']]);
    const response = {
      status: answer.status ?? 200,
      statusText: answer.status && answer.status >= 400 ? 'Error' : 'OK',
      ok: (answer.status ?? 200) < 400,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => JSON.stringify(answer.body),
    };
    return response as unknown as Response;
  };
  return { fetch, calls };
}

export function account(id: string, acct: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    username: acct.split('@')[0],
    acct,
    display_name: acct,
    locked: false,
    bot: false,
    created_at: '2026-01-01T00:00:00.000Z',
    note: '',
    url: `https://example.test/@${acct}`,
    avatar: '',
    avatar_static: '',
    header: '',
    header_static: '',
    followers_count: 1,
    following_count: 1,
    statuses_count: 1,
    emojis: [],
    fields: [],
    ...extra,
  };
}

export function status(id: string, accountJson: ReturnType<typeof account>, extra: Record<string, unknown> = {}) {
  return {
    id,
    uri: `https://example.test/statuses/${id}`,
    url: `https://example.test/@${accountJson.acct}/${id}`,
    created_at: '2026-11-20T10:00:00.000Z',
    account: accountJson,
    content: '<p>Hello</p>',
    visibility: 'public',
    sensitive: false,
    spoiler_text: '',
    media_attachments: [],
    mentions: [],
    tags: [],
    emojis: [],
    reblogs_count: 0,
    favourites_count: 0,
    replies_count: 0,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    reblog: null,
    poll: null,
    card: null,
    language: 'en',
    favourited: false,
    reblogged: false,
    muted: false,
    bookmarked: false,
    pinned: false,
    ...extra,
  };
}

export interface TestApp {
  store: TrumpetStore;
  api: RestClient;
  actions: RecordedAction[];
  session: Session;
}

/** A real core store over a fake server, signed in as ME (or signed out), recording every action. */
export function createTestApp(options: { signedIn?: boolean; meta?: Record<string, unknown>; routes?: Parameters<typeof fakeFetch>[0]; accounts?: unknown[] } = {}): TestApp & { calls: ReturnType<typeof fakeFetch>['calls'] } {
  const { signedIn = true, meta = {}, routes = {}, accounts = [] } = options;
  const { fetch, calls } = fakeFetch(routes);
  const api = createRestClient({ url: 'https://example.test', accessToken: signedIn ? 'token' : null, fetch });
  const me = account(ME, 'me');
  const initialState = {
    meta: { ...(signedIn ? { me: ME, access_token: 'token' } : {}), ...meta },
    accounts: Object.fromEntries([me, ...accounts].map((entry) => [(entry as { id: string }).id, entry])),
  };
  const actions: RecordedAction[] = [];
  const store = createTrumpetStore({
    api,
    sanitize: (html) => html,
    initialState,
    middleware: [() => (next) => (action) => {
      actions.push(action as RecordedAction);
      return next(action);
    }],
  });
  const session: Session = { origin: 'https://example.test', accessToken: signedIn ? 'token' : null, me: signedIn ? ME : null, account: null, initialState, csrfToken: null };
  return { store, api, actions, session, calls };
}

/** Renders `ui` inside the app's providers and a memory router at `path`. */
export function renderInApp(app: TestApp, ui: ReactNode, { path = '/', routePath = '*' }: { path?: string; routePath?: string } = {}): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      {
        path: routePath,
        element: (
          <ModalProvider>
            {ui}
            <ModalRoot />
          </ModalProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <SessionProvider value={{ session: app.session, api: app.api, signedIn: app.session.me !== null }}>
      <StoreProvider store={app.store}>
        <RouterProvider router={router} />
      </StoreProvider>
    </SessionProvider>,
  );
  return Object.assign(result, { router });
}

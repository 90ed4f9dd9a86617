import { createRestClient, type RestClient } from '@trumpet/api-client';
import { runCli, type RunningInstance } from '@trumpet/instance';

export interface LocalServer {
  server: RunningInstance;
  /** A client signed in through the real OAuth password grant. */
  signIn: (username: string) => Promise<RestClient>;
  close: () => Promise<void>;
}

/** The local instance, in memory with the demo world, on a free loopback port; not rate limited, as the tests send many requests. */
export async function startLocalServer(): Promise<LocalServer> {
  const silent = { write: () => true };
  const started = await runCli(['--memory', '--port', '0', '--seed', 'demo', '--no-rate-limit'], { stdout: silent, stderr: silent });
  if (typeof started === 'number') throw new Error(`the instance did not start (${started})`);
  const anonymous = createRestClient({ url: started.url });
  const app = await anonymous.oauth.registerApp({ client_name: 'core tests', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read write follow push' });
  return {
    server: started,
    signIn: async (username) => {
      const token = await anonymous.oauth.token(
        { client_id: app.client_id, client_secret: app.client_secret },
        { grant_type: 'password', username, password: 'password', scope: 'read write follow push' },
      );
      return createRestClient({ url: started.url, accessToken: token.access_token });
    },
    close: () => started.close(),
  };
}

// Reads a Mastodon server's home timeline and listens to the user stream from Node 20+.
//   TRUMPET_URL=https://mastodon.example TRUMPET_TOKEN=… pnpm --filter @trumpet/api-client example
// Without a token it reads the server's public local timeline instead.
import { WebSocket } from 'ws';
import { createRestClient, createStreamingClient } from '@trumpet/api-client';

const url = process.env.TRUMPET_URL;
const accessToken = process.env.TRUMPET_TOKEN ?? null;
if (!url) {
  console.error('Set TRUMPET_URL (and TRUMPET_TOKEN for your home timeline).');
  process.exit(2);
}

const api = createRestClient({ url, accessToken });
const server = await api.instance.fetch();
console.log(`${server.title} (${server.domain}), Mastodon API ${server.version}`);

if (!accessToken) {
  const page = await api.timelines.public({ local: true, limit: 10 });
  for (const status of page.items) console.log(`@${status.account.acct}: ${status.content.replace(/<[^>]+>/g, '')}`);
  process.exit(0);
}

const me = await api.accounts.verifyCredentials();
console.log(`Signed in as @${me.acct}`);
const home = await api.timelines.home({ limit: 10 });
for (const status of home.items) console.log(`@${status.account.acct}: ${status.content.replace(/<[^>]+>/g, '')}`);

const stream = createStreamingClient({ url: server.streamingUrl, accessToken, WebSocket, tokenVia: 'query' });
stream.on('connected', () => console.log('Listening to the user stream (Ctrl+C to stop)…'));
stream.subscribe({ stream: 'user' }, (event) => {
  if (event.type === 'update') console.log(`new: @${event.status.account.acct}`);
  if (event.type === 'notification') console.log(`notification: ${event.notification.type}`);
});
process.on('SIGINT', () => {
  stream.close();
  process.exit(0);
});

import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { instanceStats } from '../db/repositories/account-relations';
import { activeLocalAccounts } from '../db/repositories/instance-activity';
import { anyone } from '../http/auth';
import { apiRoutes } from '../http/route';
import { INSTANCE_VERSION } from '../version';

const SCHEMA = 'http://nodeinfo.diaspora.software/ns/schema';
const VERSIONS = ['2.0', '2.1'] as const;
const DAY_MS = 86_400_000;

/** '4.5.0 (compatible; Trumpet 0.1.0)' → the Mastodon API it follows and Trumpet's own version. */
function versions(): { mastodon: string; trumpet: string } {
  const match = /^(\S+) \(compatible; Trumpet ([^)]+)\)$/.exec(INSTANCE_VERSION);
  return { mastodon: match?.[1] ?? INSTANCE_VERSION, trumpet: match?.[2] ?? INSTANCE_VERSION };
}

/**
 * NodeInfo (https://nodeinfo.diaspora.software/protocol, schemas 2.0 and 2.1), as Mastodon's
 * WellKnown::NodeInfoController serves it, with this server's own name. `protocols` is empty
 * because the instance does not federate (the schema asks for at least one; there is none to name).
 * `metadata.upstream` names Mastodon, which is how clients such as megalodon's detector recognise
 * a Mastodon-compatible server that is not Mastodon.
 */
export function nodeinfoRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);

  api.get('/.well-known/nodeinfo', { auth: anyone }, async ({ reply }) => {
    void reply.header('cache-control', 'public, max-age=259200');
    return { links: VERSIONS.map((version) => ({ rel: `${SCHEMA}/${version}`, href: `${instance.config.baseUrl}/nodeinfo/${version}` })) };
  });

  for (const version of VERSIONS) {
    api.get(`/nodeinfo/${version}`, { auth: anyone }, async ({ reply }) => {
      const { db, config } = instance;
      const now = instance.now().getTime();
      const activeSince = (days: number) => activeLocalAccounts(db, { from: new Date(now - days * DAY_MS).toISOString(), to: new Date(now + DAY_MS).toISOString() });
      const stats = instanceStats(db);
      const { mastodon, trumpet } = versions();
      const software = { name: 'trumpet', version: trumpet };
      void reply.type(`application/json; profile="${SCHEMA}/${version}#"`).header('cache-control', 'public, max-age=1800');
      return {
        version,
        software: version === '2.1' ? { ...software, repository: 'https://github.com/trumpet/trumpet', homepage: config.baseUrl } : software,
        protocols: [],
        services: { outbound: [], inbound: [] },
        usage: {
          // Mastodon's active_user_count(4) and (24): the users active over the last 4 and 24 weeks.
          users: { total: stats.users, activeMonth: activeSince(28), activeHalfyear: activeSince(168) },
          localPosts: stats.statuses,
        },
        openRegistrations: config.registrationsOpen,
        metadata: { nodeName: config.title, upstream: { name: 'mastodon', version: mastodon } },
      };
    });
  }
}

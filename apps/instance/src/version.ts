/**
 * What /api/v1/instance, /api/v2/instance, nodeinfo and the web page's initial state report. It claims
 * only what the instance serves: Mastodon 4.5's client API, `api_versions.mastodon` 7 (quotes and
 * their policies). Version 8 (Mastodon 4.6) adds annual reports, which the instance does not serve,
 * so a client that trusts the number never calls an endpoint that is missing here.
 */
export const INSTANCE_VERSION = '4.5.0 (compatible; Trumpet 0.1.0)';

/** https://docs.joinmastodon.org/entities/Instance/#api-versions */
export const API_VERSIONS = { mastodon: 7 } as const;

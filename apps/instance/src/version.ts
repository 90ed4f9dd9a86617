/** What /api/v1/instance and the web page's initial state report: a Mastodon API level clients check. */
export const INSTANCE_VERSION = '4.3.0 (compatible; Trumpet 0.1.0)';

import type { Instance } from '../context';
import { replaceInstanceRules, saveInstanceDocument } from '../db/repositories/instance-documents';

/** The demo instance's rules (GET /api/v1/instance/rules), in the spirit of the terms page's. */
export const DEMO_RULES: readonly { text: string; hint: string }[] = [
  { text: 'Be kind.', hint: 'Disagree with ideas, not people. Assume good faith.' },
  { text: 'No harassment.', hint: 'Do not follow, mention or message anyone who has asked you to stop.' },
  { text: 'Nothing illegal where you are.', hint: 'Content that breaks the law may be removed with the account that posted it.' },
  { text: 'Mark sensitive media and use content warnings.', hint: 'Give people the choice to see what may upset them.' },
];

/** The demo instance's about text (GET /api/v1/instance/extended_description). */
export const DEMO_EXTENDED_DESCRIPTION = `Trumpet Local is a Mastodon-compatible server that runs on your own machine, for trying Trumpet and other Mastodon apps without an account anywhere else.

The people here are made up: demo, alice, bob and friends post, boost and reply so that the timelines have something to show. Every password is "password".

Nothing leaves this machine: the server does not federate.`;

export function seedInstanceDocuments(instance: Instance): void {
  const now = instance.now().toISOString();
  replaceInstanceRules(instance.db, DEMO_RULES, now);
  saveInstanceDocument(instance.db, 'extended_description', DEMO_EXTENDED_DESCRIPTION, now);
}

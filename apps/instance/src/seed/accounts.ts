import type { Instance } from '../context';
import { setAccountPictures, setPasswordHash } from '../db/repositories/accounts';
import type { AccountRow } from '../db/rows';
import { createAccount } from '../services/accounts';
import { mediaUrl } from '../serializers/urls';
import { renderPng, writeMedia } from './images';
import type { Random } from './random';
import { avatarSvg, headerSvg, paletteAt } from './svg';

const DAY = 86_400_000;

export interface SeedAccountSpec {
  username: string;
  domain: string | null;
  displayName: string;
  note: string;
  initials: string;
  palette: number;
  createdDaysAgo: number;
  locked?: boolean;
  bot?: boolean;
  role?: 'user' | 'admin';
  fields?: { name: string; value: string; verified?: boolean }[];
}

/** The people of the demo world. Local ones sign in with `password`; remote ones only look remote. */
export const SEED_ACCOUNTS: readonly SeedAccountSpec[] = [
  {
    username: 'demo',
    domain: null,
    displayName: 'Demo 🎺',
    note: 'The demo account of this local Trumpet server. Everything here is made up, but every button works: post, boost, favourite, follow.\n\nSign in with demo / password.',
    initials: 'D',
    palette: 1,
    createdDaysAgo: 30,
    role: 'admin',
    fields: [
      { name: 'Learning', value: 'trumpet, photography' },
      { name: 'Timezone', value: 'wherever the coffee is' },
    ],
  },
  {
    username: 'alice',
    domain: null,
    displayName: 'Alice Moreau',
    note: 'Photographer chasing golden hour. Film and digital, harbours and alleys. #photography 📷',
    initials: 'AM',
    palette: 0,
    createdDaysAgo: 88,
    fields: [{ name: 'Portfolio', value: 'https://alice.example' }],
  },
  {
    username: 'bob',
    domain: null,
    displayName: 'Bob Okafor',
    note: 'Jazz trumpet, bad puns, good coffee. Thursdays at the Blue Lantern. #trumpet :trumpet:',
    initials: 'BO',
    palette: 4,
    createdDaysAgo: 75,
    fields: [{ name: 'Gigs', value: 'https://blue-lantern.example/calendar' }],
  },
  {
    username: 'carol',
    domain: null,
    displayName: 'Carol Nakamura',
    note: "Gardener, reader, slow replier. I keep this account small: follow requests welcome if we've met. 🌱",
    initials: 'CN',
    palette: 9,
    createdDaysAgo: 64,
    locked: true,
  },
  {
    username: 'dave',
    domain: null,
    displayName: 'Daily Dave 🤖',
    note: 'I post the weather for Lakeside every morning and a trumpet fact every evening. Beep boop. Kept running by @grace.',
    initials: 'DD',
    palette: 11,
    createdDaysAgo: 60,
    bot: true,
  },
  {
    username: 'erin',
    domain: null,
    displayName: 'Erin Walsh (moved)',
    note: 'This account has moved: find me at @frank. Same baker, new handle.',
    initials: 'EW',
    palette: 6,
    createdDaysAgo: 120,
  },
  {
    username: 'frank',
    domain: null,
    displayName: 'Frank Walsh',
    note: 'Baker, cyclist, formerly @erin. Sourdough questions welcome at any hour :sourdough: #sourdough',
    initials: 'FW',
    palette: 6,
    createdDaysAgo: 40,
    fields: [{ name: 'Bakery', value: 'https://walsh-bakes.example' }],
  },
  {
    username: 'grace',
    domain: null,
    displayName: 'Grace Achebe',
    note: 'Software developer, maintainer of small tools, keeper of @dave. SQLite, bicycles and long walks.',
    initials: 'GA',
    palette: 7,
    createdDaysAgo: 95,
    fields: [
      { name: 'Website', value: 'https://grace.example', verified: true },
      { name: 'Pronouns', value: 'she/her' },
      { name: 'Code', value: 'https://code.grace.example', verified: true },
    ],
  },
  {
    username: 'someone',
    domain: 'remote.example',
    displayName: 'Someone Somewhere',
    note: 'Just someone, somewhere, posting sometimes.',
    initials: 'S',
    palette: 3,
    createdDaysAgo: 200,
  },
  {
    username: 'lain',
    domain: 'pleroma.example',
    displayName: 'lain',
    note: 'present day, present time. no matter where you go, everyone is connected.',
    initials: 'L',
    palette: 12,
    createdDaysAgo: 400,
  },
  {
    username: 'mira',
    domain: 'photos.example',
    displayName: 'Mira Solberg',
    note: 'Landscape photographer in the far north. Fjords, fog and very cold fingers. #photography',
    initials: 'MS',
    palette: 5,
    createdDaysAgo: 300,
  },
  {
    username: 'yosef',
    domain: 'kehilla.example',
    displayName: 'יוסף כהן',
    note: 'מורה למוזיקה, אוהב חצוצרות ותה עם נענע.',
    initials: 'י',
    palette: 10,
    createdDaysAgo: 150,
  },
  {
    username: 'layla',
    domain: 'souk.example',
    displayName: 'ليلى حداد',
    note: 'مصوّرة وكاتبة. أحب الأسواق القديمة والقهوة بالهيل.',
    initials: 'ل',
    palette: 8,
    createdDaysAgo: 170,
  },
  {
    username: 'chatty',
    domain: 'busy.example',
    displayName: 'Chatty Charlie',
    note: 'I post a lot. Like, a lot a lot.',
    initials: 'CC',
    palette: 2,
    createdDaysAgo: 90,
  },
  {
    username: 'loud',
    domain: 'noisy.example',
    displayName: 'LOUD OPINIONS',
    note: 'Hot takes only.',
    initials: '!!',
    palette: 8,
    createdDaysAgo: 45,
  },
];

export type SeedAccounts = Map<string, AccountRow>;

/** Creates the accounts (not yet their pictures); keys are usernames. */
export function createSeedAccounts(instance: Instance, startMs: number, specs: readonly SeedAccountSpec[] = SEED_ACCOUNTS): SeedAccounts {
  const accounts: SeedAccounts = new Map();
  // scrypt is slow on purpose: hash the (public, shared) demo password once and give every local account that hash.
  let passwordHash: string | null = null;
  for (const spec of specs) {
    const createdAt = new Date(startMs - spec.createdDaysAgo * DAY);
    const fields = spec.fields?.map((field) => ({
      name: field.name,
      value: field.value,
      verified_at: field.verified ? new Date(createdAt.getTime() + DAY).toISOString() : null,
    }));
    const row = createAccount(instance, {
      username: spec.username,
      domain: spec.domain,
      displayName: spec.displayName,
      note: spec.note,
      password: spec.domain === null && passwordHash === null ? 'password' : null,
      email: spec.domain === null ? `${spec.username}@trumpet.localhost` : null,
      locked: spec.locked ?? false,
      bot: spec.bot ?? false,
      role: spec.role ?? 'user',
      fields,
      url: spec.domain ? `https://${spec.domain}/@${spec.username}` : null,
      createdAt,
    });
    if (spec.domain === null) {
      if (passwordHash === null) passwordHash = row.password_hash;
      else setPasswordHash(instance.db, row.id, passwordHash);
      row.password_hash = passwordHash;
    }
    accounts.set(spec.username, row);
  }
  return accounts;
}

/** Renders every account's avatar and header and points the account rows at them. */
export async function drawAccountImages(instance: Instance, accounts: SeedAccounts, random: Random, specs: readonly SeedAccountSpec[] = SEED_ACCOUNTS): Promise<void> {
  const jobs = specs.map((spec) => {
    const palette = paletteAt(spec.palette);
    // Drawn from the shared PRNG before any await, so the pictures do not depend on timing.
    const avatar = avatarSvg(spec.initials, palette, random);
    const header = headerSvg(palette, random);
    return { spec, avatar, header };
  });
  const rendered = await Promise.all(jobs.map(async (job) => ({ ...job, avatar: await renderPng(job.avatar), header: await renderPng(job.header) })));
  for (const { spec, avatar, header } of rendered) {
    const row = accounts.get(spec.username);
    if (!row) continue;
    const avatarPath = `accounts/avatars/${row.id}.png`;
    const headerPath = `accounts/headers/${row.id}.png`;
    writeMedia(instance.config.mediaDir, avatarPath, avatar);
    writeMedia(instance.config.mediaDir, headerPath, header);
    // Remote accounts keep the "origin" URL as Mastodon caches it; the files are served locally either way.
    const remote = spec.domain !== null;
    setAccountPictures(instance.db, row.id, {
      avatarPath,
      headerPath,
      remoteAvatarUrl: remote ? mediaUrl(instance, avatarPath) : null,
      remoteHeaderUrl: remote ? mediaUrl(instance, headerPath) : null,
    });
    row.avatar_path = avatarPath;
    row.header_path = headerPath;
  }
}

import type { CardSpec } from './types';

// Link previews for the seeded posts. The sites are made up (example domains), like everything else.

export const CARDS = {
  sqlite: {
    url: 'https://grace.example/notes/sqlite-everywhere',
    title: 'SQLite everywhere: moving a small tool off Postgres',
    description: 'What changed, what got faster, and the two things I miss. Spoiler-free, mostly.',
    providerName: "Grace's notes",
    imageLabel: 'SQLite everywhere',
  },
  interview: {
    url: 'https://jazzweekly.example/interviews/brass-in-the-studio',
    title: 'Brass in the studio: a session trumpeter on thirty years of recording',
    description: 'On mutes, headphones, and why the first take is usually the one.',
    providerName: 'Jazz Weekly',
    imageLabel: 'Jazz Weekly',
  },
  hydration: {
    url: 'https://breadtools.example/hydration',
    title: 'Dough hydration calculator',
    description: 'Flour, water, starter and salt in, baker’s percentages out.',
    providerName: 'Bread Tools',
  },
  exhibition: {
    url: 'https://gallery.example/events/harbour-light',
    title: 'Harbour Light: photographs by Alice Moreau',
    description: 'Opening Friday 7pm. Twenty prints of the old harbour at dawn and dusk.',
    providerName: 'Lakeside Gallery',
    imageLabel: 'Harbour Light',
  },
  seeds: {
    url: 'https://seedswap.example/spring',
    title: 'Spring seed swap',
    description: 'Bring what you saved, take what you need. Tomatoes, beans, too many courgettes.',
    providerName: 'Lakeside Seed Swap',
    imageLabel: 'Seed swap',
  },
  fjord: {
    url: 'https://photos.example/mira/fjord-fog',
    title: 'Fog on the fjord: a photo essay',
    description: 'Twelve mornings, one tripod, no feeling in my fingers.',
    providerName: 'photos.example',
    imageLabel: 'Fog on the fjord',
  },
} satisfies Record<string, CardSpec>;

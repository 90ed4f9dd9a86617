// Short replies the seed scatters under posts (and the simulation posts), written to fit any topic.

export const GENERIC_REPLIES: readonly string[] = [
  'This made my morning, thank you.',
  'Ha! Same here.',
  'Oh, this is lovely.',
  'Saving this for later.',
  'I needed to read this today.',
  'Completely agree.',
  'You are not alone in this one 😄',
  'Wonderful. More of this, please.',
  'Okay, now I want to try it too.',
  'Tell me more!',
  'This is the content I am here for.',
  'Hard agree :sparkleheart:',
  'Big if true.',
  'That’s brilliant.',
  'Noted, and stolen.',
  'I laughed out loud on the train.',
  'How do you always find the good stuff?',
  'Sending good vibes your way.',
  'Beautiful. Just beautiful.',
  'Can confirm, tried it yesterday.',
  'This is why I love it here.',
  'Bookmarking this immediately.',
  'You have convinced me.',
  'Respect 🙌',
  'Ha, I knew it!',
  'Please keep posting these.',
  'Best thing I have seen all week.',
  'The dedication!',
  'Same energy as my Monday.',
  'Oh no 😂',
];

/** What the original poster says back, when they do. */
export const AUTHOR_ANSWERS: readonly string[] = [
  'Thank you, that means a lot!',
  'Glad it landed 😊',
  'Ha, exactly!',
  'Right? I could not believe it either.',
  'You are too kind.',
  'More soon, promise.',
  'Thanks for reading!',
  'That is the spirit :partyparrot:',
];

/** What the bot says back. */
export const BOT_ANSWERS: readonly string[] = ['Beep boop. Thank you, human! 🤖', 'Beep. Your kindness has been logged.', 'Boop. Forecast for you: sunny.'];

/** Top-level posts of the simulation: openings and endings combined, so they rarely repeat. */
export const SIMULATED_OPENINGS: readonly string[] = [
  'Just finished',
  'Quick update:',
  'Small joy of the day:',
  'Confession:',
  'Currently',
  'Thinking about',
  'Fresh out of the oven:',
  'Overheard at the café:',
];

export const SIMULATED_ENDINGS: readonly string[] = [
  'a long walk by the lake, and my head is clearer for it.',
  'the third coffee of the day. No regrets.',
  'practising scales while the kettle boils.',
  'a book I could not put down.',
  'the light through the kitchen window right now.',
  'a loaf that actually rose.',
  '“the trumpet is just a very confident kazoo”.',
  'how nice people are here.',
  'a photo I almost did not take.',
  'the neighbour’s cat visiting again.',
];

export const SIMULATED_TAGS: readonly string[] = ['#trumpet', '#photography', '#cats', '#sourdough', '#gardening', '#jazz'];

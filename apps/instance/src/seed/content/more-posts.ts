import type { Random } from '../random';
import { CARDS } from './cards';
import type { PostSpec } from './types';

// What erin (before moving), frank, grace and the bot dave post.

export const ERIN_POSTS: PostSpec[] = [
  { author: 'erin', text: 'Baked two loaves and a tray of rolls before sunrise. The kitchen smells like a hug. #sourdough', daysAgo: [20, 17] },
  { author: 'erin', text: 'Cycling home along the lake, the water was so still it looked like a second sky. 🚲 #cycling', daysAgo: [19, 15] },
  { author: 'erin', text: 'Big news soon. New name, new bakery sign, same starter.', daysAgo: [16, 13] },
  { author: 'erin', text: 'I am moving to a new account: @frank. Same person, same bread, see you over there!', daysAgo: [12, 12] },
];

export const FRANK_POSTS: PostSpec[] = [
  { author: 'frank', text: 'Hello again, everyone! Formerly @erin, now Frank. The bread is unchanged. :sourdough: #introductions', daysAgo: [11, 11] },
  {
    author: 'frank',
    text: 'Today’s loaf. 78% hydration, an overnight cold proof and a very nervous baker. #sourdough',
    photos: [{ kind: 'bread', description: 'A round, golden-brown sourdough loaf with four curved score marks, on a wooden table.' }],
  },
  {
    author: 'frank',
    text: 'My starter smells like nail polish remover and is rising half as much as usual. Is it hungry, sick, or just dramatic? #sourdough',
    thread: [
      { author: 'alice', text: "@frank That acetone smell means it's hungry! Feed it twice a day for a couple of days." },
      { author: 'frank', text: '@alice Twice a day. It eats better than I do.' },
      { author: 'mira', text: '@frank A spoon of rye flour in each feed woke mine right up.' },
      { author: 'frank', text: '@mira@photos.example Rye it is. Thank you both, I will report back :sourdough:' },
      { author: 'frank', text: 'Update: it doubled in four hours. We are so back. #sourdough', replyTo: -1 },
    ],
  },
  { author: 'frank', text: 'This hydration calculator saved my whole weekend: ' + CARDS.hydration.url, card: CARDS.hydration, bookmarkedByDemo: true },
  { author: 'frank', text: 'Sixty kilometres round the lake this morning and a cinnamon bun at the halfway café. Perfect ratio. #cycling' },
  { author: 'frank', text: 'If you leave a bag of flour open in a bakery, the mice write you a thank-you note. Lesson learned.' },
  { author: 'frank', text: 'Rye is a different animal. Sticky, stubborn and absolutely worth it.' },
  {
    author: 'frank',
    text: 'The ear on this loaf is not pretty, I burned my thumb getting it out of the oven, and I need sympathy.',
    spoiler: 'minor kitchen injury',
  },
  { author: 'frank', text: 'Cinnamon buns are on the counter at 7. First come, first served, @demo I am looking at you.' },
  { author: 'frank', text: 'Headwind both ways. I don’t know how that works either. #cycling' },
];

export const GRACE_POSTS: PostSpec[] = [
  {
    author: 'grace',
    text: 'Wrote up how we moved a small tool from Postgres to SQLite, and why it got faster. ' + CARDS.sqlite.url + ' #sqlite',
    card: CARDS.sqlite,
    pinned: true,
    bookmarkedByDemo: true,
  },
  {
    author: 'grace',
    text: 'Which SQLite features do you actually use?',
    daysAgo: [1.2, 1],
    poll: {
      options: ['WAL mode', 'JSON functions', 'Window functions', 'FTS5'],
      expiresInHours: 24 * 7,
      multiple: true,
      voters: [
        { username: 'bob', choices: [0] },
        { username: 'lain', choices: [0, 1, 3] },
        { username: 'someone', choices: [1, 2] },
        { username: 'alice', choices: [3] },
      ],
    },
  },
  {
    author: 'grace',
    text: 'Pixel has claimed the windowsill again. I have been demoted to the chair. #caturday #cats',
    photos: [{ kind: 'cat', description: 'A cat sitting on a windowsill in front of a bright window, tail curled over the edge.' }],
  },
  {
    author: 'grace',
    text: 'Pixel, staring directly into my soul at 5am.',
    spoiler: 'intense eye contact',
    sensitive: true,
    photos: [{ kind: 'cat', description: 'A cat on a windowsill staring at the camera with wide green eyes.' }],
  },
  {
    author: 'grace',
    text: 'Things I have learned maintaining a small open source tool for five years: most bug reports are really documentation requests; the most useful feature is the one you delete; people are overwhelmingly kind when you tell them you are tired; and a changelog written for humans is worth more than any badge in the README. Ship small, ship often, and write the release notes before the release. Also, always, always check the time zone. #fediverse',
  },
  { author: 'grace', text: '@dave is seven weeks old today and has not missed a morning. Proud of my little weather bot. 🤖' },
  { author: 'grace', text: 'Bike, thermos, no laptop. Back on Monday. #cycling' },
  { author: 'grace', text: 'A test that never fails is not a test, it is a decoration.' },
  { author: 'grace', text: 'Today’s debugging session was brought to you by one missing index and three hours of my life. #sqlite' },
  {
    author: 'grace',
    text: 'Has anyone tried the Trumpet client yet? Looking for a Mastodon app that is fast and stays out of the way. #fediverse',
    thread: [
      { author: 'demo', text: '@grace I am literally posting this from it. It is running against a server on my laptop right now.' },
      { author: 'grace', text: '@demo Oh that is neat. Streaming and everything?' },
      { author: 'demo', text: '@grace Streaming, notifications, the lot. Try boosting this and watch my counter go up :partyparrot:' },
      { author: 'lain', text: '@grace works with pleroma too, as far as i can tell.', replyTo: 0 },
      { author: 'bob', text: '@grace @demo sold. Installing it after rehearsal.', replyTo: 2 },
    ],
  },
  { author: 'grace', text: 'Rewrote a 400-line function as 40 lines and a lookup table. This is my self-care.' },
];

const WEATHER = [
  { sky: 'sunny ☀️', advice: 'Sunglasses weather.' },
  { sky: 'partly cloudy ⛅', advice: 'Bring a light jacket.' },
  { sky: 'overcast ☁️', advice: 'Perfect light for photographers, apparently.' },
  { sky: 'light rain 🌦️', advice: 'Umbrella recommended.' },
  { sky: 'foggy 🌫️', advice: 'Cyclists, lights on please.' },
  { sky: 'windy 🌬️', advice: 'Hold on to your hats, and your sheet music.' },
  { sky: 'clear and crisp 🌤️', advice: 'A good day for a walk by the lake.' },
];

const TRUMPET_FACTS = [
  'Early trumpets had no valves at all: players changed notes with their lips alone.',
  'Valves were added to the trumpet around 1818.',
  'A trumpet has about 1.5 metres of tubing, coiled up.',
  'The cornet and the flugelhorn are cousins of the trumpet with a more conical bore.',
  'Louis Armstrong started out on the cornet.',
  'The piccolo trumpet is pitched an octave above the standard B♭ trumpet.',
  'Most trumpets are made of brass, an alloy of copper and zinc.',
  'Trumpeters use mutes to change the colour of the sound, not just the volume.',
  'The “Harmon mute” gives that famous buzzy, intimate sound.',
  'Haydn wrote his trumpet concerto for a keyed trumpet in 1796.',
  'Circular breathing lets some trumpeters play without stopping for breath.',
];

/** Dave's morning weather and evening facts, one of each per day, generated from the PRNG. */
export function davePosts(random: Random, days: number): PostSpec[] {
  const posts: PostSpec[] = [];
  for (let day = days; day >= 1; day--) {
    const weather = random.pick(WEATHER);
    const high = random.int(9, 24);
    const low = high - random.int(4, 9);
    posts.push({
      author: 'dave',
      text: `Good morning, Lakeside! Today: ${weather.sky}, high of ${high}°C, low of ${low}°C. ${weather.advice} #weather`,
      visibility: 'unlisted',
      hoursAgo: day * 24 - 7,
    });
    posts.push({
      author: 'dave',
      text: `Trumpet fact of the day: ${random.pick(TRUMPET_FACTS)} :trumpet: #trumpet`,
      visibility: 'unlisted',
      hoursAgo: day * 24 - 19,
    });
  }
  return posts;
}

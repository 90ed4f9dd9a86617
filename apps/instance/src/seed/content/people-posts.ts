import { CARDS } from './cards';
import type { PostSpec } from './types';

// What demo, alice, bob and carol post. Times are random within the seeded weeks unless given.

export const DEMO_POSTS: PostSpec[] = [
  {
    author: 'demo',
    text: 'Hello from the demo account! This server lives entirely on your machine. Everything here was made up by a seed script, but the buttons are real: post, boost, favourite, follow. #introductions',
    daysAgo: [20, 20],
    pinned: true,
    thread: [
      { author: 'alice', text: '@demo Welcome! The harbour is lovely at dawn, if you ever need a reason to get up early.' },
      { author: 'demo', text: '@alice I will need a very good reason. But I will keep it in mind :coffee:' },
      { author: 'grace', text: '@demo welcome aboard! Ping me if something looks broken, I probably wrote it.', replyTo: -1 },
    ],
  },
  { author: 'demo', text: "Learning the trumpet at 34. Day 12: I can hold a C that doesn't make the neighbours' dog howl. Progress! :trumpet: #trumpet" },
  { author: 'demo', text: 'Tea or coffee? Asking for no reason at all. :coffee:' },
  { author: 'demo', text: 'The bakery on the corner sold out of cinnamon buns by nine. I am inconsolable.' },
  { author: 'demo', text: "A reminder that it's okay to log off and go for a walk. I'll be right back after mine. 🚶" },
  {
    author: 'demo',
    text: "Does anyone have a favourite beginner trumpet étude book? @bob recommended Arban's, but it is roughly the size of a phone book. #trumpet",
    thread: [
      { author: 'bob', text: "@demo It's a phone book you'll use for the rest of your life! But start with the first twenty pages and ignore the rest for a year." },
      { author: 'demo', text: '@bob Twenty pages. I can do twenty pages.' },
      { author: 'bob', text: '@demo That’s the spirit. Long tones first, every day, even when they are boring. Especially then.' },
    ],
  },
  {
    author: 'demo',
    text: 'My first photo-walk photo! Please be kind, I still have no idea what aperture means. #photography',
    photos: [{ kind: 'flowers', description: 'A meadow of round, colourful flowers on tall green stems under a pale sky.' }],
    pinned: true,
  },
  { author: 'demo', text: 'Big thanks to everyone who welcomed me here this week :sparkleheart:' },
  { author: 'demo', text: 'Note to self: valve oil, milk, and a music stand that does not fold itself mid-song.', visibility: 'unlisted' },
  { author: 'demo', text: 'Followers only: thinking of organising a picnic by the lake next month. Who is in? 🧺', visibility: 'private' },
  { author: 'demo', text: 'Rain on the window, long tones on the trumpet. Surprisingly meditative.' },
  {
    author: 'demo',
    text: 'Today I learned that trumpets go back at least 3,500 years. Two were found in Tutankhamun’s tomb, and one was played on the radio in 1939. :trumpet:',
  },
  {
    author: 'demo',
    text: 'What should the demo account post about next?',
    hoursAgo: 20,
    poll: {
      options: ['More trumpet progress', 'More photos', 'The cinnamon bun situation', 'Surprise me'],
      expiresInHours: 72,
      voters: [
        { username: 'alice', choices: [1] },
        { username: 'bob', choices: [0] },
        { username: 'frank', choices: [2] },
        { username: 'grace', choices: [2] },
        { username: 'mira', choices: [1] },
      ],
    },
  },
];

export const ALICE_POSTS: PostSpec[] = [
  {
    author: 'alice',
    text: 'Golden hour at the old harbour. Ten minutes of perfect light and then the fog rolled in. #photography',
    photos: [
      { kind: 'sunset', description: 'A purple and orange sunset over dark hills, the sun reflected in still water.' },
      { kind: 'sea', description: 'A small white sail on a deep blue sea under a pink sky.' },
    ],
  },
  {
    author: 'alice',
    text: 'The city after rain is my favourite subject. Every window becomes a little lantern. #photography',
    photos: [{ kind: 'city', description: 'A night skyline of dark blocky buildings with warm yellow windows and a full moon.' }],
  },
  {
    author: 'alice',
    text: 'A few more from Saturday’s photo walk. Thank you all for coming, even @demo who complained about the hour the whole way 😄 #photography',
    photos: [
      { kind: 'forest', description: 'Pine trees in soft green mist.' },
      { kind: 'flowers', description: 'Pink and yellow flowers close up.' },
      { kind: 'sea', description: 'Waves rolling towards the horizon.' },
      { kind: 'city', description: 'Rooftops at dusk.' },
    ],
    daysAgo: [4, 3],
  },
  {
    author: 'alice',
    text: 'My exhibition opens on Friday! Twenty prints, one harbour, far too much coffee. Come say hi :sparkleheart: ' + CARDS.exhibition.url,
    card: CARDS.exhibition,
    pinned: true,
    daysAgo: [6, 5],
  },
  {
    author: 'alice',
    text: 'Which one should be the big print for the exhibition window?',
    daysAgo: [9, 8],
    poll: {
      options: ['Harbour at dawn', 'The orange cat', 'Fog in the forest', 'All of them, obviously'],
      expiresInHours: 24,
      voters: [
        { username: 'demo', choices: [0] },
        { username: 'bob', choices: [1] },
        { username: 'carol', choices: [2] },
        { username: 'grace', choices: [0] },
        { username: 'frank', choices: [3] },
        { username: 'mira', choices: [0] },
        { username: 'someone', choices: [1] },
      ],
    },
  },
  { author: 'alice', text: 'Film photography is just paying money to be surprised two weeks later, and I love it.' },
  { author: 'alice', text: 'Tip for anyone starting out: walk slower. The picture is usually three steps behind you. #photography' },
  { author: 'alice', text: 'Cleaned my sensor today. Found approximately one entire beach in there.' },
  { author: 'alice', text: 'Portrait sessions this weekend in the park. If you see someone lying in the grass with a camera, it is me, and I am fine.' },
  { author: 'alice', text: 'Unpopular opinion: overcast days are the best days for photos. Free softbox the size of the sky. ☁️' },
  { author: 'alice', text: 'Printed my first contact sheet in years. There is something about seeing all 36 frames at once, mistakes and all.' },
  {
    author: 'alice',
    text: 'Bad news: I dropped my favourite lens. Good news: it was only the lens cap.',
    spoiler: 'mild camera peril',
  },
];

export const BOB_POSTS: PostSpec[] = [
  {
    author: 'bob',
    text: 'Thursday set at the Blue Lantern: what should we open with? #jazz #trumpet',
    hoursAgo: 8,
    poll: {
      options: ['So What', 'Take the A Train', 'Blue Bossa', 'Surprise me'],
      expiresInHours: 72,
      voters: [
        { username: 'alice', choices: [2] },
        { username: 'grace', choices: [0] },
        { username: 'frank', choices: [2] },
      ],
    },
  },
  { author: 'bob', text: 'Practised scales for an hour and the cat left the room at minute three. Everyone’s a critic. #trumpet #cats' },
  { author: 'bob', text: 'Why did the trumpet player bring a ladder to the gig? He heard the high notes were out of reach. 🎺 I’ll see myself out.' },
  { author: 'bob', text: 'Thursday at the Blue Lantern, 9pm. Free entry, questionable lighting, excellent band. #jazz' },
  { author: 'bob', text: 'New mouthpiece day! It is slightly deeper, and my high C is slightly further away. Worth it for the tone. :trumpet:' },
  { author: 'bob', text: 'Coffee number three. This is a jazz musician’s breakfast, do not @ me. :coffee:' },
  { author: 'bob', text: 'Brilliant interview with a session player who has been on more records than I have heard. ' + CARDS.interview.url + ' #trumpet', card: CARDS.interview },
  {
    author: 'bob',
    text: 'Practice routine that finally stuck for me, after twenty years of trying: ten minutes of long tones, ten of lip slurs, ten of scales in whatever key scares me today, and then the rest is tunes. Play tunes! Tunes are why we started. Record yourself once a week and listen back with kindness, not with a red pen. And rest as much as you play; the lips are muscles, not miracles. The keys that scare you today will be your friends by spring. #trumpet',
  },
  { author: 'bob', text: 'The lady at the front table hummed every solo back at me tonight. Best audience I have had all year.' },
  { author: 'bob', text: 'Left my mute on the bus. If you find a small metal cone with “BOB” scratched on it, it has had a hard life, be gentle.' },
  {
    author: 'bob',
    text: 'Finally watched the documentary everyone recommended. Spoiler: the trumpet player steals every scene.',
    spoiler: 'spoiler for the documentary',
  },
  { author: 'bob', text: 'Rehearsal went long, dinner went cold, the bridge of the new tune finally clicked. A good day. #jazz' },
];

export const CAROL_POSTS: PostSpec[] = [
  { author: 'carol', text: 'First tomatoes of the year. Three of them. I have never been prouder of anything. 🍅 #gardening', visibility: 'private' },
  { author: 'carol', text: 'Reading in the garden until the light goes. This is the whole plan for the weekend. #bookclub' },
  { author: 'carol', text: 'The slugs have formed a union and are negotiating for my lettuce. #gardening', visibility: 'private' },
  {
    author: 'carol',
    text: 'Keeping a garden journal has changed how I garden. Every evening I write down what flowered, what the weather did, what the birds were up to and which bed needs water. A year later you have a map of your own little patch of earth, and you notice things you would never have seen: the roses always sulk the week after a cold night, the bees love the oregano more than the lavender, and nothing, nothing, grows under the birch. #gardening',
  },
  { author: 'carol', text: 'There is a seed swap at the library on Saturday, bring envelopes! ' + CARDS.seeds.url, card: CARDS.seeds },
  { author: 'carol', text: 'Best month for planting garlic?', hoursAgo: 30, poll: {
    options: ['September', 'October', 'November', 'Whenever I remember'],
    expiresInHours: 24 * 5,
    hideTotals: true,
    voters: [
      { username: 'frank', choices: [1] },
      { username: 'alice', choices: [3] },
    ],
  } },
  { author: 'carol', text: 'Quiet day. Tea, rain, a book I have read four times. Perfect.', visibility: 'private' },
  { author: 'carol', text: 'Finished the book club book. No spoilers, but I cried on the bus. #bookclub', spoiler: 'book club feelings' },
  { author: 'carol', text: 'The robin is back on the fence post. We have an understanding: I dig, he supervises.' },
];

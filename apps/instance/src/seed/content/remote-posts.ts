import { CARDS } from './cards';
import type { PostSpec } from './types';

// Posts of the remote-looking accounts, including right-to-left ones, and the direct conversations.

export const REMOTE_POSTS: PostSpec[] = [
  {
    author: 'someone',
    text: 'Hi all! New here, mostly lurking, occasionally posting pictures of clouds. #introductions',
    daysAgo: [14, 14],
    thread: [
      { author: 'demo', text: '@someone@remote.example Welcome! Cloud pictures are extremely welcome here.' },
      { author: 'someone', text: '@demo Thank you! I have hundreds. You have been warned ☁️' },
      { author: 'grace', text: '@someone@remote.example welcome! Good cloud photographers are rare, @alice will want to meet you.', replyTo: -1 },
    ],
  },
  { author: 'someone', text: 'Saw a cloud shaped exactly like a trumpet today. Nobody believes me. :trumpet:' },
  { author: 'someone', text: 'The best part of a slow morning is deciding it will be a slow afternoon too.' },
  { author: 'someone', text: 'No spoilers please, I am three episodes behind and avoiding the whole internet.' },
  { author: 'someone', text: 'Hot chocolate season has officially started in this household. ☕' },
  { author: 'lain', text: 'the wired is just a bunch of people being nice to each other if you follow the right accounts.' },
  { author: 'lain', text: 'self-hosting my own instance again. third time is the charm. #fediverse' },
  { author: 'lain', text: 'rss is still good. i will not be taking questions.' },
  { author: 'lain', text: 'reminder to back up your database. no, the other one too. #sqlite' },
  {
    author: 'mira',
    text: 'Twelve mornings of fog on the fjord, finally written up. ' + CARDS.fjord.url + ' #photography',
    card: CARDS.fjord,
  },
  {
    author: 'mira',
    text: 'Storm rolling in over the fjord. I stayed exactly long enough to get this and then ran. #photography',
    sensitive: true,
    photos: [{ kind: 'sea', description: 'Dark blue water with rows of white-capped waves and a lone sail under a pink sky.' }],
  },
  {
    author: 'mira',
    text: 'Pine forest at the edge of the snow line. The quiet up there is something else. #photography',
    photos: [{ kind: 'forest', description: 'Rows of dark green pines fading into pale mist.' }],
  },
  {
    author: 'mira',
    text: 'Photographers, what is the one piece of gear you would grab in a fire? #photography',
    thread: [
      { author: 'alice', text: '@mira@photos.example The 35mm. Everything else is a luxury.' },
      { author: 'mira', text: '@alice Bold. No zoom at all?' },
      { author: 'alice', text: '@mira@photos.example Feet are a zoom lens! Slow ones.' },
      { author: 'mira', text: '@alice I am stealing that line for my workshop.' },
      { author: 'alice', text: '@mira@photos.example Only if you credit the harbour fog. 😄' },
    ],
  },
  { author: 'mira', text: 'Minus eighteen this morning. The tripod froze to my glove. Worth it.' },
  { author: 'yosef', language: 'he', text: 'בוקר טוב לכולם! היום לימדתי את התלמידים הצעירים שלי לנגן את הצליל הראשון שלהם בחצוצרה. הרעש היה נורא והחיוכים היו מדהימים. 🎺 #trumpet' },
  { author: 'yosef', language: 'he', text: 'גשם ראשון של העונה. כוס תה עם נענע, ספר טוב, ושקט. מה עוד צריך?' },
  {
    author: 'yosef',
    language: 'he',
    text: 'שבוע טוב! מי מכיר ספר תרגילים טוב למתחילים בחצוצרה?',
    thread: [
      { author: 'layla', language: 'ar', text: '@yosef@kehilla.example أنصح بكتاب آربان، لكن ابدأ بالصفحات الأولى فقط!' },
      { author: 'yosef', language: 'he', text: '@layla@souk.example תודה רבה! נתחיל לאט 🙂' },
      { author: 'alice', text: '@yosef@kehilla.example @layla@souk.example I love that this thread is in three languages now. Arban’s is the answer in all of them, it seems!' },
    ],
  },
  { author: 'yosef', language: 'he', text: 'הקונצרט של התלמידים היה הערב. אני כל כך גאה בהם.' },
  { author: 'layla', language: 'ar', text: 'صباح الخير من السوق القديم! رائحة القهوة بالهيل تملأ الشارع، والضوء جميل جداً اليوم. #photography' },
  { author: 'layla', language: 'ar', text: 'أجمل الصور هي التي لم نخطط لها. خرجت لشراء الخبز وعدت بثلاثين صورة.' },
  { author: 'layla', language: 'ar', text: 'قطة السوق نائمة على كيس من التوابل كأنها ملكة. #cats' },
  { author: 'chatty', text: 'Good morning! Did you know I have posted 40,000 times? Here is number 40,001.' },
  { author: 'chatty', text: 'Thread about my breakfast, 1/27: it started with a toaster.' },
  { author: 'chatty', text: '@demo have you seen my last 30 posts? Let me summarise them for you.' },
  { author: 'loud', text: '@demo trumpets are just loud kazoos. Fight me.' },
  { author: 'loud', text: 'Every photo is overrated. Every single one.' },
];

/** Direct conversations with demo: the last word in the first one is not demo's, so it shows as unread. */
export const DIRECT_POSTS: PostSpec[] = [
  {
    author: 'alice',
    visibility: 'direct',
    text: '@demo are you coming to the photo walk on Saturday? We meet at the old harbour at nine.',
    hoursAgo: 26,
    thread: [
      { author: 'demo', visibility: 'direct', text: '@alice Wouldn’t miss it! I will bring the thermos :coffee:' },
      { author: 'alice', visibility: 'direct', text: '@demo Perfect. Bring your wide lens if you have one, and gloves, it gets cold by the water.' },
    ],
  },
  {
    author: 'bob',
    visibility: 'direct',
    text: '@demo @carol rehearsal moved to Wednesday at seven, same room. Bring the new charts!',
    daysAgo: [3, 2],
    thread: [
      { author: 'carol', visibility: 'direct', text: '@bob @demo Wednesday works. I will bring biscuits instead of charts, is that allowed?' },
      { author: 'demo', visibility: 'direct', text: '@bob @carol Biscuits are a valid chart format.' },
    ],
  },
  {
    author: 'someone',
    visibility: 'direct',
    text: '@demo hi! Found your account through the Trumpet docs. Is this the demo server?',
    daysAgo: [7, 6],
    thread: [{ author: 'demo', visibility: 'direct', text: '@someone@remote.example It is! Everything here lives on one laptop. Make yourself at home.' }],
  },
];

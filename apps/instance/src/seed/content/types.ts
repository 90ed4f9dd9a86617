import type { Visibility } from '../../services/post-status';
import type { PhotoKind } from '../svg';

export interface PhotoSpec {
  kind: PhotoKind;
  description: string;
}

export interface PollSpec {
  options: string[];
  /** From the post's time; a poll whose end is already past is closed, with `voters` counted. */
  expiresInHours: number;
  multiple?: boolean;
  hideTotals?: boolean;
  voters: { username: string; choices: number[] }[];
}

export interface CardSpec {
  url: string;
  title: string;
  description: string;
  providerName: string;
  /** Label drawn on the generated preview image; no image when absent. */
  imageLabel?: string;
}

export interface ReplySpec {
  author: string;
  text: string;
  visibility?: Visibility;
  language?: string;
  /** Index in the thread of the status replied to: -1 is the opening post; default the previous reply. */
  replyTo?: number;
}

export interface PostSpec {
  author: string;
  text: string;
  spoiler?: string;
  sensitive?: boolean;
  visibility?: Visibility;
  language?: string;
  photos?: PhotoSpec[];
  poll?: PollSpec;
  card?: CardSpec;
  /** Posted this long ago; without it (or `daysAgo`) the time is random within the seeded weeks. */
  hoursAgo?: number;
  /** A random time between these many days ago: [earliest, latest]. */
  daysAgo?: [number, number];
  pinned?: boolean;
  bookmarkedByDemo?: boolean;
  /** A conversation that follows the post, minutes to hours apart. */
  thread?: ReplySpec[];
}

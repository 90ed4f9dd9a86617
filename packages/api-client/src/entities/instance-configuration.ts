import * as z from 'zod/mini';
import { listOf, NullableNumber, objectOrDefaults } from './common';

// Limits a server advertises. Older servers and forks send only some of them, so every
// number is `number | null` and every group is present (with nulls) even if the server left it out.

const StatusesConfigurationSchema = z.object({
  max_characters: NullableNumber,
  max_media_attachments: NullableNumber,
  characters_reserved_per_url: NullableNumber,
});

const MediaConfigurationSchema = z.object({
  supported_mime_types: listOf(z.string()),
  image_size_limit: NullableNumber,
  image_matrix_limit: NullableNumber,
  video_size_limit: NullableNumber,
  video_frame_rate_limit: NullableNumber,
  video_matrix_limit: NullableNumber,
  /** Mastodon 4.4+. */
  description_limit: NullableNumber,
});

const PollsConfigurationSchema = z.object({
  max_options: NullableNumber,
  max_characters_per_option: NullableNumber,
  min_expiration: NullableNumber,
  max_expiration: NullableNumber,
});

/** https://docs.joinmastodon.org/entities/V1_Instance/#configuration */
export const InstanceConfigurationSchema = z.object({
  statuses: objectOrDefaults(StatusesConfigurationSchema),
  media_attachments: objectOrDefaults(MediaConfigurationSchema),
  polls: objectOrDefaults(PollsConfigurationSchema),
});
export type InstanceConfiguration = z.output<typeof InstanceConfigurationSchema>;

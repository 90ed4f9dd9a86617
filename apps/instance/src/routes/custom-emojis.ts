import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { anyone } from '../http/auth';
import { apiRoutes } from '../http/route';
import { serializeEmoji } from '../serializers/emojis';
import { pickerEmojis } from '../db/repositories/emojis';

/** https://docs.joinmastodon.org/methods/custom_emojis/ — public; the emojis listed in the picker (CustomEmoji.listed). */
export function customEmojiRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).get('/api/v1/custom_emojis', { auth: anyone }, async () =>
    pickerEmojis(instance.db).map((row) => serializeEmoji(instance, row)),
  );
}

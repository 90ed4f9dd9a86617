import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { serializeEmoji } from '../serializers/emojis';

interface EmojiRow {
  shortcode: string;
  image_path: string;
  visible_in_picker: number;
  category: string | null;
}

/** https://docs.joinmastodon.org/methods/custom_emojis/ — public; the emojis listed in the picker (CustomEmoji.listed). */
export function customEmojiRoutes(app: FastifyInstance, instance: Instance): void {
  app.get('/api/v1/custom_emojis', async () =>
    instance.db
      .prepare<[], EmojiRow>('SELECT * FROM custom_emojis WHERE visible_in_picker = 1 ORDER BY shortcode')
      .all()
      .map((row) => serializeEmoji(instance, row)),
  );
}

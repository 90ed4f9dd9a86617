import { startTestInstance, type TestInstance } from '../support/harness';

describe('custom emojis', () => {
  let t: TestInstance;
  beforeAll(async () => {
    t = await startTestInstance();
    const insert = t.instance.db.prepare('INSERT INTO custom_emojis (shortcode, image_path, visible_in_picker, category) VALUES (?, ?, ?, ?)');
    insert.run('trumpet', 'emojis/trumpet.png', 1, 'Music');
    insert.run('blobcat', 'emojis/blobcat.png', 1, null);
    insert.run('secret', 'emojis/secret.png', 0, null);
  });
  afterAll(() => t.close());

  it('lists the emojis shown in the picker to anyone, with their URLs', async () => {
    const emojis = await t.anonymous().customEmojis.list();
    expect(emojis).toEqual([
      { shortcode: 'blobcat', url: `${t.url}/system/emojis/blobcat.png`, static_url: `${t.url}/system/emojis/blobcat.png`, visible_in_picker: true, category: null },
      { shortcode: 'trumpet', url: `${t.url}/system/emojis/trumpet.png`, static_url: `${t.url}/system/emojis/trumpet.png`, visible_in_picker: true, category: 'Music' },
    ]);
  });
});

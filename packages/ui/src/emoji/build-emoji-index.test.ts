import compact from 'emojibase-data/en/compact.json';
import iamcal from 'emojibase-data/en/shortcodes/iamcal.json';
import { buildEmojiIndex, type CompactEntry } from './build-emoji-index';
import { NATIVE_CATEGORY_IDS } from './emoji-types';
import { withSkinTone } from './skin-tone';

const index = buildEmojiIndex(compact, iamcal);
const all = index.categories.flatMap((category) => category.emojis);

describe('buildEmojiIndex (emojibase compact data)', () => {
  it('maps the groups to the picker categories in tab order', () => {
    expect(index.categories.map((category) => category.id)).toEqual(['people', 'nature', 'foods', 'activity', 'places', 'objects', 'symbols', 'flags']);
    expect(NATIVE_CATEGORY_IDS).toEqual(index.categories.map((category) => category.id));
    const categoryOf = (shortcode: string) => index.categories.find((category) => category.emojis.some((emoji) => emoji.shortcodes.includes(shortcode)))?.id;
    expect(categoryOf('grinning')).toBe('people');
    expect(categoryOf('+1')).toBe('people');
    expect(categoryOf('dog')).toBe('nature');
    expect(categoryOf('pizza')).toBe('foods');
    expect(categoryOf('soccer')).toBe('activity');
    expect(categoryOf('airplane')).toBe('places');
    expect(categoryOf('bulb')).toBe('objects');
    expect(categoryOf('recycle')).toBe('symbols');
    expect(categoryOf('flag-fr')).toBe('flags');
    expect(index.categories.every((category) => category.emojis.length > 50)).toBe(true);
  });

  it('leaves out the component group (bare skin tones, hair) and the bare regional letters', () => {
    const natives = new Set(all.map((emoji) => emoji.native));
    for (const component of ['🏻', '🏿', '🦰', '🦲']) expect(natives.has(component)).toBe(false);
    expect(natives.has('🇦')).toBe(false);
    const componentCount = compact.filter((entry) => entry.group === 2).length;
    const grouped = compact.filter((entry) => entry.group !== undefined).length;
    expect(componentCount).toBeGreaterThan(0);
    expect(all).toHaveLength(grouped - componentCount);
  });

  it('keeps emojibase order within a category', () => {
    const people = index.categories[0]?.emojis ?? [];
    expect(people[0]?.shortcode).toBe('grinning');
    const orderOf = (native: string) => compact.find((entry) => index.lookup.get(entry.unicode)?.native === native)?.order ?? -1;
    const orders = people.map((emoji) => orderOf(emoji.native));
    expect(orders).not.toContain(-1);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('gives every skinnable emoji its 5 single-tone variants (6 tones with the default)', () => {
    const skinnable = all.filter((emoji) => emoji.skins);
    expect(skinnable.length).toBeGreaterThan(250);
    expect(skinnable.every((emoji) => emoji.skins?.length === 5)).toBe(true);
    const thumbsUp = index.lookup.get('+1');
    expect(thumbsUp?.skins).toEqual(['👍🏻', '👍🏼', '👍🏽', '👍🏾', '👍🏿']);
    // Two people holding hands: the variants where both have the same tone, not the mixed ones.
    expect(index.lookup.get('couple')?.skins?.[4]).toBe('👫🏿');
    expect(index.lookup.get('dog')?.skins).toBeUndefined();
  });

  it('names each emoji with the iamcal shortcodes Mastodon users know, the first as its id', () => {
    const thumbsUp = index.lookup.get('thumbsup');
    expect(thumbsUp?.shortcode).toBe('+1');
    expect(thumbsUp?.shortcodes).toEqual(['+1', 'thumbsup']);
    expect(thumbsUp?.name).toBe('thumbs up');
    expect(thumbsUp?.tags).toContain('like');
    expect(index.lookup.get('joy')?.native).toBe('😂');
  });

  it('writes VS16 only where the character needs it to show as emoji', () => {
    expect(index.lookup.get('+1')?.native).toBe('\u{1F44D}');
    expect(index.lookup.get('heart')?.native).toBe('\u2764\uFE0F');
    expect(index.lookup.get('relaxed')?.native).toBe('\u263A\uFE0F');
  });

  it('finds an emoji by its characters, with or without VS16, and by a skin variant', () => {
    const heart = index.lookup.get('heart');
    expect(index.lookup.get('\u2764')).toBe(heart);
    expect(index.lookup.get('\u2764\uFE0F')).toBe(heart);
    expect(index.lookup.get('\u{1F44D}\uFE0F')?.shortcode).toBe('+1');
    expect(index.lookup.get('👍🏽')?.shortcode).toBe('+1');
  });

  it('derives a shortcode from the name when the preset has none, and skips mixed-tone skins', () => {
    const entries: CompactEntry[] = [
      { hexcode: '1FAC8', label: 'hairy creature', unicode: 'H', group: 3, order: 2 },
      {
        hexcode: '1F91D',
        label: 'handshake',
        unicode: 'S',
        group: 1,
        order: 1,
        skins: [
          { hexcode: '1FAF1-1F3FB-200D-1FAF2-1F3FC', label: 'mixed', unicode: 'm' },
          ...['1F3FB', '1F3FC', '1F3FD', '1F3FE', '1F3FF'].map((tone, at) => ({ hexcode: `1F91D-${tone}`, label: `tone ${at}`, unicode: `S${at + 2}` })),
        ],
      },
      { hexcode: '1F3FB', label: 'light skin tone', unicode: 'C', group: 2, order: 0 },
    ];
    const small = buildEmojiIndex(entries, { '1F91D': 'handshake' });
    expect(small.lookup.get('hairy_creature')?.native).toBe('H');
    const handshake = small.lookup.get('handshake');
    expect(handshake?.skins).toEqual(['S2', 'S3', 'S4', 'S5', 'S6']);
    expect(handshake && withSkinTone(handshake, 4)).toBe('S4');
    expect(handshake && withSkinTone(handshake, 1)).toBe('S');
    expect(small.lookup.get('C')).toBeUndefined();
  });
});

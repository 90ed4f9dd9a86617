import { createMemoryPreferences, createWebStoragePreferences, type WebStorageLike } from './preferences';
import { parseDraft } from './compose-draft';

function fakeStorage(failing = false): WebStorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => {
      if (failing) throw new Error('denied');
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (failing) throw new Error('quota');
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

describe('preferences', () => {
  it.each([
    ['in memory', () => createMemoryPreferences()],
    ['in web storage', () => createWebStoragePreferences(fakeStorage())],
  ])('%s: keeps JSON values by key, a copy each time, and null removes', async (_name, create) => {
    const preferences = create();
    expect(await preferences.get('tagHistory:1')).toBeUndefined();
    const tags = ['a', 'b'];
    await preferences.set('tagHistory:1', tags);
    tags.push('c');
    expect(await preferences.get('tagHistory:1')).toEqual(['a', 'b']);
    expect(await preferences.get('tagHistory:2')).toBeUndefined();
    await preferences.set('tagHistory:1', null);
    expect(await preferences.get('tagHistory:1')).toBeUndefined();
  });

  it('web storage: prefixes its keys and survives a broken or full storage', async () => {
    const storage = fakeStorage();
    await createWebStoragePreferences(storage).set('k', { a: 1 });
    expect([...storage.items.keys()]).toEqual(['trumpet:k']);
    storage.items.set('trumpet:bad', '{not json');
    expect(await createWebStoragePreferences(storage).get('bad')).toBeUndefined();
    const broken = createWebStoragePreferences(fakeStorage(true));
    await expect(broken.set('k', 1)).resolves.toBeUndefined();
    await expect(broken.get('k')).resolves.toBeUndefined();
  });
});

describe('parseDraft', () => {
  const draft = { text: 'hi', spoiler: true, spoilerText: 'cw', privacy: 'unlisted', inReplyToId: null, poll: null, language: null, scheduledAt: null };
  const { language: _language, scheduledAt: _scheduledAt, ...older } = draft;
  it.each([
    [draft, draft],
    [{ ...draft, inReplyToId: '5', poll: { options: ['a', 'b'], expiresIn: 300, multiple: true } }, { ...draft, inReplyToId: '5', poll: { options: ['a', 'b'], expiresIn: 300, multiple: true } }],
    [{ ...draft, poll: { options: ['a', 1], expiresIn: 300, multiple: true } }, draft],
    [{ ...draft, language: 'fr', scheduledAt: '2026-12-08T09:00:00.000Z' }, { ...draft, language: 'fr', scheduledAt: '2026-12-08T09:00:00.000Z' }],
    [{ ...draft, language: 7, scheduledAt: 'tomorrow' }, draft],
    [older, draft],
    [{ ...draft, privacy: 'everyone' }, null],
    [{ ...draft, text: 3 }, null],
    [{ ...draft, inReplyToId: 5 }, null],
    ['text', null],
    [undefined, null],
  ])('%j reads as %j', (value, expected) => {
    expect(parseDraft(value)).toEqual(expected);
  });
});

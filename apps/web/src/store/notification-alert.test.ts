import { notificationAdded, notificationAlerted, entitiesImported, normalizeEntities } from '@trumpet/core';
import type { Account } from '@trumpet/api-client';
import { sourceTranslate } from '@trumpet/ui';
import { account, createTestApp } from '../../test/support/app';
import { boop, desktopAlertFor, presentAlert } from './notification-alert';
import { notificationAlertMiddleware } from './notificationAlerts';

describe('notification alerts', () => {
  it('plays the sound only when core flags it', () => {
    const play = jest.fn();
    const app = createTestApp();
    presentAlert(app.store.getState(), { id: '1', type: 'mention', playSound: false }, sourceTranslate, play);
    expect(play).not.toHaveBeenCalled();
    presentAlert(app.store.getState(), { id: '1', type: 'mention', playSound: true }, sourceTranslate, play);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('presents each alerted notification, loading how alerts look on the first one', async () => {
    const present = jest.fn();
    const load = jest.fn(() => Promise.resolve({ presentAlert: present, desktopAlertFor, boop: () => undefined }));
    const app = createTestApp();
    const dispatch = notificationAlertMiddleware(load, () => sourceTranslate)({ getState: app.store.getState, dispatch: app.store.dispatch })((action) => action);
    dispatch({ type: 'other' });
    expect(load).not.toHaveBeenCalled();
    dispatch(notificationAlerted({ id: '1', type: 'mention', playSound: true }));
    // The middleware's callback was queued on this promise first, so it has run once this resumes.
    await load.mock.results[0]?.value;
    expect(present).toHaveBeenCalledWith(app.store.getState(), { id: '1', type: 'mention', playSound: true }, sourceTranslate);
  });

  it('words a desktop alert as the column does', () => {
    const app = createTestApp();
    const bob = account('5', 'bob', { display_name: 'Bob Okafor' }) as unknown as Account;
    app.store.dispatch(entitiesImported(normalizeEntities({ accounts: [bob] }, { sanitize: (html) => html, expandSpoilers: false })));
    app.store.dispatch(notificationAdded({ notification: { id: '9', type: 'follow', account: '5', status: null, created_at: '2026-11-22T00:00:00.000Z' } }));
    expect(desktopAlertFor(app.store.getState(), '9', sourceTranslate)).toMatchObject({ title: 'Bob Okafor followed you', body: '' });
    expect(desktopAlertFor(app.store.getState(), 'missing', sourceTranslate)).toBeNull();
  });
});

describe('the boop (SPEC §9)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('plays a sound file, from its start each time, and stays silent when the browser refuses', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type.startsWith('audio/ogg') ? 'probably' : ''));
    boop();
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(audio.src).toMatch(/\/packs\/media\/asset$/);
    audio.currentTime = 0.2;
    boop();
    expect(play).toHaveBeenCalledTimes(2);
    expect(play.mock.contexts[1]).toBe(audio);
    expect(audio.currentTime).toBe(0);
    play.mockRejectedValue(new DOMException('autoplay refused', 'NotAllowedError'));
    expect(() => boop()).not.toThrow();
  });
});

import { publishAnnouncement } from '@trumpet/instance';
import { localStoreHarness } from '../../../test/support/local-store';
import { announcementStreamed, announcementReactionStreamed, announcementDeleteStreamed, announcementsToggled } from './announcements-early-actions';
import { addAnnouncementReaction, dismissAnnouncement, fetchAnnouncements, removeAnnouncementReaction } from './announcements-actions';
import { selectAnnouncements, selectAnnouncementsShown, selectHasUnreadAnnouncements } from './announcements-selectors';

describe('announcements against the local instance (https://docs.joinmastodon.org/methods/announcements/)', () => {
  const h = localStoreHarness();

  const loaded = async () => {
    const s = h.newStore();
    expect((await h.settle(s, fetchAnnouncements, fetchAnnouncements.request())).type).toBe(fetchAnnouncements.success.type);
    return s;
  };

  it('loads the seeded welcome announcement, sanitised, unread, with the seeded reactions; the panel opens', async () => {
    const s = await loaded();
    const [welcome] = selectAnnouncements(s.getState());
    expect(welcome?.contentHtml).toContain('Welcome to Trumpet Local');
    expect(welcome?.contentHtml).not.toMatch(/<script|on\w+=/i);
    expect(welcome?.read).toBe(false);
    expect(welcome?.reactions).toEqual([expect.objectContaining({ name: '🎉', count: 2, me: false })]);
    expect(selectAnnouncementsShown(s.getState())).toBe(true);
    expect(selectHasUnreadAnnouncements(s.getState())).toBe(true);
    s.dispatch(announcementsToggled());
    expect(selectAnnouncementsShown(s.getState())).toBe(false);
  });

  it('a reaction is added and taken back on the server, the count following at once', async () => {
    const s = await loaded();
    const id = selectAnnouncements(s.getState())[0]?.id ?? '';
    const added = h.settle(s, addAnnouncementReaction, addAnnouncementReaction.request({ id, name: '👍' }));
    expect(selectAnnouncements(s.getState())[0]?.reactions.find((r) => r.name === '👍')).toMatchObject({ count: 1, me: true });
    expect((await added).type).toBe(addAnnouncementReaction.success.type);
    let server = (await h.api.announcements.list({ with_dismissed: true })).find((a) => a.id === id);
    expect(server?.reactions.find((r) => r.name === '👍')).toMatchObject({ count: 1, me: true });

    expect((await h.settle(s, removeAnnouncementReaction, removeAnnouncementReaction.request({ id, name: '👍' }))).type).toBe(removeAnnouncementReaction.success.type);
    expect(selectAnnouncements(s.getState())[0]?.reactions.map((r) => r.name)).toEqual(['🎉']);
    server = (await h.api.announcements.list({ with_dismissed: true })).find((a) => a.id === id);
    expect(server?.reactions.map((r) => r.name)).toEqual(['🎉']);
  });

  it('a reaction the server refuses is taken back', async () => {
    const s = await loaded();
    const id = selectAnnouncements(s.getState())[0]?.id ?? '';
    expect((await h.settle(s, addAnnouncementReaction, addAnnouncementReaction.request({ id, name: 'not_an_emoji' }))).type).toBe(addAnnouncementReaction.fail.type);
    expect(selectAnnouncements(s.getState())[0]?.reactions.map((r) => r.name)).toEqual(['🎉']);
  });

  it('dismissing marks it read on the server and closes the panel', async () => {
    const s = await loaded();
    const id = selectAnnouncements(s.getState())[0]?.id ?? '';
    expect((await h.settle(s, dismissAnnouncement, dismissAnnouncement.request({ id }))).type).toBe(dismissAnnouncement.success.type);
    expect(selectHasUnreadAnnouncements(s.getState())).toBe(false);
    expect(selectAnnouncementsShown(s.getState())).toBe(false);
    expect((await h.api.announcements.list({ with_dismissed: true })).find((a) => a.id === id)?.read).toBe(true);
    expect(await h.api.announcements.list()).toEqual([]);
    // Read ones still load, for the header's toggle; the panel stays closed.
    const again = await loaded();
    expect(selectAnnouncements(again.getState()).map((a) => a.id)).toEqual([id]);
    expect(selectAnnouncementsShown(again.getState())).toBe(false);
  });

  it('streamed events publish, count and remove announcements', async () => {
    const s = await loaded();
    s.dispatch(announcementsToggled());
    const row = publishAnnouncement(h.local.server.instance, { text: 'Maintenance tonight <script>alert(1)</script> :)' });
    const [published] = await h.api.announcements.list();
    expect(published?.id).toBe(row.id);
    if (!published) throw new Error('published announcement missing');
    s.dispatch(announcementStreamed({ announcement: published }));
    const mine = selectAnnouncements(s.getState()).find((a) => a.id === row.id);
    expect(mine?.contentHtml).toContain('Maintenance tonight');
    expect(mine?.contentHtml).not.toContain('<script');
    expect(selectAnnouncementsShown(s.getState())).toBe(true);

    s.dispatch(announcementReactionStreamed({ reaction: { announcement_id: row.id, name: '🔥', count: 3 } }));
    expect(selectAnnouncements(s.getState()).find((a) => a.id === row.id)?.reactions).toEqual([{ name: '🔥', count: 3, me: false, url: null, static_url: null }]);
    s.dispatch(announcementReactionStreamed({ reaction: { announcement_id: row.id, name: '🔥', count: 0 } }));
    expect(selectAnnouncements(s.getState()).find((a) => a.id === row.id)?.reactions).toEqual([]);

    s.dispatch(announcementDeleteStreamed({ id: row.id }));
    expect(selectAnnouncements(s.getState()).some((a) => a.id === row.id)).toBe(false);
  });
});

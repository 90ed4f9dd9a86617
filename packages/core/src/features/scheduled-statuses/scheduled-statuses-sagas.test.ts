import { localStoreHarness } from '../../../test/support/local-store';
import { composeChanged, submitCompose } from '../compose/compose-actions';
import { composeLanguageChanged, composeScheduleChanged, composeScheduled, composeScheduledStatusLoaded } from '../compose/compose-extras-actions';
import { postCompose } from '../compose/compose-post-actions';
import { selectCompose } from '../compose/compose-selectors';
import { cancelScheduledStatus, fetchScheduledStatuses, rescheduleStatus } from './scheduled-statuses-actions';
import { selectScheduledStatuses } from './scheduled-statuses-selectors';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const minutesAhead = (minutes: number): string => new Date(Date.now() + minutes * 60_000).toISOString();

describe('scheduled posts against the local instance (https://docs.joinmastodon.org/methods/scheduled_statuses/)', () => {
  const harness = localStoreHarness('demo');

  async function schedule(text: string, at: string, language?: string) {
    const store = harness.newStore();
    store.dispatch(composeChanged({ text }));
    if (language) store.dispatch(composeLanguageChanged({ language }));
    store.dispatch(composeScheduleChanged({ scheduledAt: at }));
    const done = harness.recorder.next([composeScheduled.type, postCompose.fail.type, postCompose.success.type]);
    store.dispatch(submitCompose());
    return { store, action: await done };
  }

  it('schedules the draft with scheduled_at and its language: a ScheduledStatus, listed, not posted', async () => {
    const at = minutesAhead(30);
    const { store, action } = await schedule('see you in half an hour', at, 'de');
    expect(action.type).toBe(composeScheduled.type);
    const compose = selectCompose(store.getState());
    expect(compose).toMatchObject({ text: '', scheduledAt: null, isSubmitting: false, lastError: null });
    expect(Date.parse(compose.lastScheduled?.scheduledAt ?? '')).toBe(Date.parse(at));
    // Nothing is posted now; the server holds the post for later, in German.
    const server = (await harness.api.scheduledStatuses.list()).items.find((item) => item.params.text === 'see you in half an hour');
    expect(server?.params.language).toBe('de');
    expect(Date.parse(server?.scheduled_at ?? '')).toBe(Date.parse(at));
    const home = await harness.api.timelines.home();
    expect(home.items.some((status) => status.content.includes('see you in half an hour'))).toBe(false);
    expect(harness.recorder.types()).not.toContain(postCompose.success.type);
    // The list shows it at once.
    expect(selectScheduledStatuses(store.getState()).items.map((item) => item.id)).toContain(server?.id);
  });

  it('keeps the draft and the server’s message when the time is less than 5 minutes ahead', async () => {
    const { store, action } = await schedule('too soon', minutesAhead(2));
    expect(action.type).toBe(postCompose.fail.type);
    const compose = selectCompose(store.getState());
    expect(compose.text).toBe('too soon');
    expect(compose.scheduledAt).not.toBeNull();
    expect(compose.lastError?.message).toMatch(/must be in the future/);
  });

  it('lists, moves (refusing a time too soon) and cancels scheduled posts', async () => {
    const first = await harness.api.statuses.create({ status: 'scheduled list one', scheduled_at: minutesAhead(60) });
    const second = await harness.api.statuses.create({ status: 'scheduled list two', scheduled_at: minutesAhead(20) });
    const store = harness.newStore();
    expect(await harness.settle(store, fetchScheduledStatuses, fetchScheduledStatuses.request({}))).toMatchObject({ type: fetchScheduledStatuses.success.type });
    const ids = selectScheduledStatuses(store.getState()).items.map((item) => item.id);
    // Soonest first.
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));

    const later = minutesAhead(120);
    expect((await harness.settle(store, rescheduleStatus, rescheduleStatus.request({ id: second.id, scheduledAt: later }))).type).toBe(rescheduleStatus.success.type);
    expect(Date.parse((await harness.api.scheduledStatuses.fetch(second.id)).scheduled_at)).toBe(Date.parse(later));
    const moved = selectScheduledStatuses(store.getState()).items.map((item) => item.id);
    expect(moved.indexOf(second.id)).toBeGreaterThan(moved.indexOf(first.id));

    const refused = await harness.settle(store, rescheduleStatus, rescheduleStatus.request({ id: second.id, scheduledAt: minutesAhead(1) }));
    expect(refused.type).toBe(rescheduleStatus.fail.type);
    expect(Date.parse((await harness.api.scheduledStatuses.fetch(second.id)).scheduled_at)).toBe(Date.parse(later));
    expect(selectScheduledStatuses(store.getState()).pending).toEqual([]);

    expect((await harness.settle(store, cancelScheduledStatus, cancelScheduledStatus.request({ id: first.id }))).type).toBe(cancelScheduledStatus.success.type);
    expect(selectScheduledStatuses(store.getState()).items.map((item) => item.id)).not.toContain(first.id);
    expect((await harness.api.scheduledStatuses.list()).items.map((item) => item.id)).not.toContain(first.id);
  });

  it('writes a scheduled post again: loaded into the composer, the old one cancelled once the new one is sent', async () => {
    const at = minutesAhead(45);
    const old = await harness.api.statuses.create({ status: 'first wording', spoiler_text: 'cw', visibility: 'unlisted', language: 'fr', scheduled_at: at });
    const store = harness.newStore();
    store.dispatch(composeScheduledStatusLoaded({ scheduledStatus: old }));
    expect(selectCompose(store.getState())).toMatchObject({
      text: 'first wording',
      spoiler: true,
      spoilerText: 'cw',
      privacy: 'unlisted',
      language: 'fr',
      scheduledAt: old.scheduled_at,
      replacesScheduledId: old.id,
    });
    store.dispatch(composeChanged({ text: 'second wording' }));
    const cancelled = harness.recorder.next([cancelScheduledStatus.success.type, cancelScheduledStatus.fail.type]);
    store.dispatch(submitCompose());
    expect((await cancelled).type).toBe(cancelScheduledStatus.success.type);
    const texts = (await harness.api.scheduledStatuses.list()).items.map((item) => item.params.text);
    expect(texts).toContain('second wording');
    expect(texts).not.toContain('first wording');
    expect(selectCompose(store.getState()).replacesScheduledId).toBeNull();
  });

  it('writes a scheduled post with media again: the new one takes its media', async () => {
    const media = await harness.api.media.upload({ file: new Blob([new Uint8Array(PNG)], { type: 'image/png' }), filename: 'a.png', description: 'a dot' });
    const old = await harness.api.statuses.create({ status: 'with a dot', media_ids: [media.id], scheduled_at: minutesAhead(70) });
    const store = harness.newStore();
    store.dispatch(composeScheduledStatusLoaded({ scheduledStatus: old }));
    expect(selectCompose(store.getState()).mediaAttachments.map((item) => item.id)).toEqual([media.id]);
    store.dispatch(composeChanged({ text: 'with a dot, reworded' }));
    const cancelled = harness.recorder.next([cancelScheduledStatus.success.type, cancelScheduledStatus.fail.type, postCompose.fail.type]);
    store.dispatch(submitCompose());
    expect((await cancelled).type).toBe(cancelScheduledStatus.success.type);
    const again = (await harness.api.scheduledStatuses.list()).items.find((item) => item.params.text === 'with a dot, reworded');
    expect(again?.media_attachments.map((item) => item.id)).toEqual([media.id]);
    expect((await harness.api.scheduledStatuses.list()).items.map((item) => item.id)).not.toContain(old.id);
  });

  it('posting a loaded scheduled post now (schedule cleared) publishes it and cancels the scheduled one', async () => {
    const old = await harness.api.statuses.create({ status: 'post me now instead', scheduled_at: minutesAhead(50) });
    const store = harness.newStore();
    store.dispatch(composeScheduledStatusLoaded({ scheduledStatus: old }));
    store.dispatch(composeScheduleChanged({ scheduledAt: null }));
    const cancelled = harness.recorder.next([cancelScheduledStatus.success.type, cancelScheduledStatus.fail.type]);
    store.dispatch(submitCompose());
    expect((await cancelled).type).toBe(cancelScheduledStatus.success.type);
    expect(harness.recorder.types()).toContain(postCompose.success.type);
    expect((await harness.api.scheduledStatuses.list()).items.map((item) => item.id)).not.toContain(old.id);
    const home = await harness.api.timelines.home();
    expect(home.items.some((status) => status.content.includes('post me now instead'))).toBe(true);
  });
});

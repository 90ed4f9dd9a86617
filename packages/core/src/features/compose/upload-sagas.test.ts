import type { RestClient } from '@trumpet/api-client';
import { createActionRecorder } from '../../../test/support/action-recorder';
import { startLocalServer, type LocalServer } from '../../../test/support/local-server';
import { sanitize } from '../../../test/support/sanitize';
import { createTrumpetStore, type TrumpetStore } from '../../store/create-store';
import { selectAlerts } from '../alerts/alerts-selectors';
import {
  changeUploadCompose,
  composeChanged,
  composePollAdded,
  composeUploadRemoved,
  postCompose,
  submitCompose,
  uploadCompose,
  uploadMedia,
  uploadMediaProgress,
} from './compose-actions';
import { selectCompose } from './compose-selectors';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (): Blob => new Blob([new Uint8Array(PNG)], { type: 'image/png' });

describe('uploads against the local instance (SPEC §5 Attachments, §7 Media, §8)', () => {
  let local: LocalServer;
  let demo: RestClient;

  beforeAll(async () => {
    local = await startLocalServer();
    demo = await local.signIn('demo');
  }, 60_000);
  afterAll(() => local.close());

  let recorder = createActionRecorder();
  let store: TrumpetStore | null = null;
  afterEach(() => store?.rootTask.cancel());
  function newStore(prepareUpload?: (file: Blob) => Promise<Blob>): TrumpetStore {
    recorder = createActionRecorder();
    store = createTrumpetStore({ api: demo, sanitize, middleware: [recorder.middleware], ...(prepareUpload ? { prepareUpload } : {}) });
    return store;
  }
  const compose = () => selectCompose((store as TrumpetStore).getState());
  async function upload(s: TrumpetStore, files: Blob[]): Promise<{ type: string; payload?: unknown }> {
    const settled = recorder.next([uploadCompose.success.type, uploadCompose.fail.type], 15_000);
    s.dispatch(uploadCompose.request({ files }));
    return settled;
  }

  it('prepares each file, uploads it with progress and attaches the processed media', async () => {
    const prepared: Blob[] = [];
    const s = newStore(async (file) => {
      prepared.push(file);
      return file;
    });
    const file = png();
    const done = await upload(s, [file]);
    expect(done.type).toBe(uploadCompose.success.type);
    expect(prepared).toEqual([file]);
    const [media] = compose().mediaAttachments;
    expect(media).toMatchObject({ type: 'image', url: expect.stringMatching(/^http/), preview_url: expect.stringMatching(/^http/) });
    expect(done.payload).toEqual({ mediaIds: [media?.id] });
    const progress = recorder.actions.filter((action) => action.type === uploadMediaProgress.type).map((action) => action.payload);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toMatchObject({ loaded: expect.any(Number), total: expect.any(Number) });
    expect(compose()).toMatchObject({ isUploading: false, pendingUploads: [], uploadProgress: 0 });
  });

  it('sends the original when preparing fails (SPEC §5 "If resizing fails, the original is sent")', async () => {
    const s = newStore(async () => {
      throw new Error('no canvas');
    });
    expect((await upload(s, [png()])).type).toBe(uploadCompose.success.type);
    expect(compose().mediaAttachments).toHaveLength(1);
  });

  it('uploads several files side by side, uploading until the last is done', async () => {
    const s = newStore();
    const uploading: boolean[] = [];
    const unsubscribe = s.subscribe(() => uploading.push(selectCompose(s.getState()).isUploading));
    await upload(s, [png(), png(), png()]);
    unsubscribe();
    expect(compose().mediaAttachments).toHaveLength(3);
    const successes = recorder.actions.filter((action) => action.type === uploadMedia.success.type).length;
    expect(successes).toBe(3);
    // Off, on while any file is on its way, off once the last is attached: never off in between.
    expect(uploading.filter((value, i) => i === 0 || value !== uploading[i - 1])).toEqual([false, true, false]);
  });

  it.each([
    { name: 'more than 4 attachments in total', arrange: async (_s: TrumpetStore) => undefined, files: 5, message: 'alert.upload_limit' },
    {
      name: 'a fifth after four',
      arrange: async (s: TrumpetStore) => {
        await upload(s, [png(), png(), png(), png()]);
      },
      files: 1,
      message: 'alert.upload_limit',
    },
    {
      name: 'a poll',
      arrange: async (s: TrumpetStore) => {
        s.dispatch(composePollAdded());
      },
      files: 1,
      message: 'alert.upload_poll',
    },
  ])('refuses $name with the SPEC §8 alert', async ({ arrange, files, message }) => {
    const s = newStore();
    await arrange(s);
    const requestsBefore = recorder.types().filter((type) => type === uploadMedia.request.type).length;
    const done = await upload(s, Array.from({ length: files }, png));
    expect(done.type).toBe(uploadCompose.fail.type);
    expect(selectAlerts(s.getState())).toEqual([expect.objectContaining({ title: { id: 'alert.unexpected.title' }, message: { id: message } })]);
    expect(recorder.types().filter((type) => type === uploadMedia.request.type)).toHaveLength(requestsBefore);
  });

  it('a file the server refuses fails with its error, and the rest of the form is unchanged', async () => {
    const s = newStore();
    const done = await upload(s, [new Blob(['not an image'], { type: 'image/png' })]);
    expect(done).toEqual({ type: uploadCompose.success.type, payload: { mediaIds: [] } });
    expect(recorder.types()).toContain(uploadMedia.fail.type);
    expect(selectAlerts(s.getState())).toEqual([expect.objectContaining({ title: { text: '422' } })]);
    expect(compose()).toMatchObject({ isUploading: false, mediaAttachments: [], pendingUploads: [] });
  });

  it('changes the description (cut to 420) and the focal point (two decimals), and marks isChangingUpload meanwhile', async () => {
    const s = newStore();
    await upload(s, [png()]);
    const id = compose().mediaAttachments[0]?.id ?? '';
    const changed = recorder.next([changeUploadCompose.success.type, changeUploadCompose.fail.type]);
    s.dispatch(changeUploadCompose.request({ id, description: `${'d'.repeat(419)}éx`, focus: { x: 0.5049, y: -2 } }));
    expect(compose().isChangingUpload).toBe(true);
    expect((await changed).type).toBe(changeUploadCompose.success.type);
    expect(compose().isChangingUpload).toBe(false);
    const media = await demo.media.fetch(id);
    expect(media.description).toBe(`${'d'.repeat(419)}é`);
    expect(media.meta?.focus).toEqual({ x: 0.5, y: -1 });
    expect(compose().mediaAttachments[0]).toMatchObject({ description: media.description, meta: { focus: { x: 0.5, y: -1 } } });
  });

  it('posts the attachments with the status, and an undone one is not sent', async () => {
    const s = newStore();
    await upload(s, [png(), png()]);
    const [first, second] = compose().mediaAttachments;
    s.dispatch(composeUploadRemoved({ id: first?.id ?? '' }));
    s.dispatch(composeChanged({ text: 'a picture' }));
    const done = recorder.next([postCompose.success.type, postCompose.fail.type]);
    s.dispatch(submitCompose());
    const { payload } = await done;
    const status = await demo.statuses.fetch((payload as { statusId: string }).statusId);
    expect(status.media_attachments.map((media) => media.id)).toEqual([second?.id]);
    expect(compose().mediaAttachments).toEqual([]);
  });
});

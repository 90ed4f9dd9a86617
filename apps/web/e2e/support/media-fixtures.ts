import type { Browser } from 'playwright-core';
import type { E2eWorld } from './harness';

// Media for the player and gallery tests, made without ffmpeg: the instance stores video and audio as
// uploaded (no transcoding, no preview), so a WebM recorded from a canvas by Chromium's MediaRecorder
// and a WAV written here are real, playable attachments.

export interface MediaStatuses {
  video: string;
  audio: string;
  gallery: string;
}

/** A mono 16-bit PCM WAV: `seconds` of a soft 440 Hz tone. */
export function toneWav(seconds = 3, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 6000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A short WebM (VP8) recorded from an animated canvas, and four PNG pictures drawn on one, by the browser. */
async function drawMedia(browser: Browser): Promise<{ webm: Buffer; pngs: Buffer[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const result = await page.evaluate(async () => {
      const toBase64 = async (blob: Blob) => {
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return btoa(binary);
      };
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const context2d = canvas.getContext('2d');
      if (!context2d) throw new Error('no 2d context');
      const paint = (hue: number, label: string) => {
        const gradient = context2d.createLinearGradient(0, 0, canvas.width, canvas.height);
        gradient.addColorStop(0, `hsl(${hue} 70% 45%)`);
        gradient.addColorStop(1, `hsl(${(hue + 60) % 360} 70% 30%)`);
        context2d.fillStyle = gradient;
        context2d.fillRect(0, 0, canvas.width, canvas.height);
        context2d.fillStyle = '#fff';
        context2d.font = 'bold 64px sans-serif';
        context2d.fillText(label, 40, 200);
      };
      const pngs: string[] = [];
      for (const [index, hue] of [200, 20, 120, 290].entries()) {
        paint(hue, `Picture ${index + 1}`);
        pngs.push(await toBase64(await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/png'))));
      }
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
      let frame = 0;
      const timer = setInterval(() => {
        frame += 1;
        paint((frame * 6) % 360, `Clip ${(frame / 25).toFixed(1)} s`);
      }, 40);
      recorder.start();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      recorder.stop();
      await stopped;
      clearInterval(timer);
      return { webm: await toBase64(new Blob(chunks, { type: 'video/webm' })), pngs };
    });
    return { webm: Buffer.from(result.webm, 'base64'), pngs: result.pngs.map((png) => Buffer.from(png, 'base64')) };
  } finally {
    await context.close();
  }
}

/** Posts, as demo, a status with a video, one with an audio file and one with four pictures; returns their ids. */
export async function postMediaStatuses(world: E2eWorld): Promise<MediaStatuses> {
  const api = await world.apiAs('demo');
  const { webm, pngs } = await drawMedia(world.browser);
  const upload = (data: Buffer, type: string, filename: string, description?: string) =>
    api.media.upload({ file: new Blob([new Uint8Array(data)], { type }), filename, ...(description ? { description } : {}) });

  const gallery = await Promise.all(pngs.map((png, index) => upload(png, 'image/png', `picture-${index + 1}.png`, `Picture ${index + 1}`)));
  const galleryStatus = await api.statuses.create({ status: 'Four pictures from the media e2e', media_ids: gallery.map((media) => media.id), visibility: 'public' });
  const audio = await upload(toneWav(), 'audio/wav', 'tone.wav', 'A 440 Hz tone');
  const audioStatus = await api.statuses.create({ status: 'A tone from the media e2e', media_ids: [audio.id], visibility: 'public' });
  const video = await upload(webm, 'video/webm', 'clip.webm', 'A colourful clip');
  const videoStatus = await api.statuses.create({ status: 'A clip from the media e2e', media_ids: [video.id], visibility: 'public' });
  return { video: videoStatus.id, audio: audioStatus.id, gallery: galleryStatus.id };
}

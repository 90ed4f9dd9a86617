import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser's push service in miniature: an HTTP endpoint on 127.0.0.1 that records what it is
 * sent, with the subscriber's P-256 key pair and auth secret so the payload can be decrypted.
 */
export interface PushEndpoint {
  url: string;
  keys: { p256dh: string; auth: string };
  received: ReceivedPush[];
  /** Resolves with the next push (or the one already waiting). */
  next: () => Promise<ReceivedPush>;
  /** The status code answered from now on. */
  answer: (status: number) => void;
  decrypt: (push: ReceivedPush) => unknown;
  close: () => Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received: ReceivedPush[] = [];
  const waiters: ((push: ReceivedPush) => void)[] = [];
  let status = 201;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('error', () => response.destroy());
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { headers: request.headers, body: Buffer.concat(chunks) };
      const waiter = waiters.shift();
      if (waiter) waiter(push);
      else received.push(push);
      response.statusCode = status;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/push/abc`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    received,
    next: () => {
      const waiting = received.shift();
      return waiting ? Promise.resolve(waiting) : new Promise((resolve) => waiters.push(resolve));
    },
    answer: (code) => {
      status = code;
    },
    decrypt: (push) => JSON.parse(decryptAes128gcm(push.body, ecdh.getPrivateKey(), ecdh.getPublicKey(), authSecret).toString('utf8')) as unknown,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 (Message Encryption for Web Push) with RFC 8188's aes128gcm coding, single record. */
function decryptAes128gcm(body: Buffer, privateKey: Buffer, publicKey: Buffer, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  const shared = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end);
}

/** Checks a VAPID `Authorization: vapid t=<JWT>, k=<key>` header (RFC 8292): ES256 by that key, for that audience. */
export function verifyVapid(header: string | undefined, audience: string): { key: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${header}`);
  const [head, payload, signature] = match[1].split('.');
  if (!head || !payload || !signature) throw new Error('malformed JWT');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('bad VAPID signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.aud !== audience) throw new Error(`VAPID audience ${String(claims.aud)} is not ${audience}`);
  return { key: match[2], claims };
}

import type { FastifyRequest } from 'fastify';
import type { Instance } from '../context';
import { unauthorized } from '../http/api-error';
import { lookupFunctionalToken, tokenOf } from '../http/auth';
import type { Viewer } from './streams';

/**
 * The token of a streaming request: the Authorization header, else `access_token` in the query,
 * else the Sec-WebSocket-Protocol header, which is how browsers send it (they cannot set headers
 * on a WebSocket). https://docs.joinmastodon.org/methods/streaming/#authorization
 */
export function streamingToken(request: FastifyRequest): string | null {
  const token = tokenOf(request);
  if (token) return token;
  const protocol = request.headers['sec-websocket-protocol'];
  const first = (Array.isArray(protocol) ? protocol[0] : protocol)?.split(',')[0]?.trim();
  return first ? first : null;
}

/** The signed-in viewer of a streaming request; 401 without a valid user token (streaming/index.js accountFromRequest). */
export function streamingViewer(instance: Instance, request: FastifyRequest): Viewer {
  const token = streamingToken(request);
  if (!token) throw unauthorized('Missing access token');
  const auth = lookupFunctionalToken(instance, token);
  if (!auth?.accountId) throw unauthorized('Invalid access token');
  return { accountId: auth.accountId, scopes: auth.scopes };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1 that records every request and answers through per-route handlers. */
export class TestServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Handler>();
  /** Answers any request no route matches; without it such a request gets Mastodon's 404. */
  fallback: Handler | null = null;
  private server: Server | null = null;
  url = '';

  on(method: string, path: string, handler: Handler): this {
    this.routes.set(`${method} ${path}`, handler);
    return this;
  }

  async start(): Promise<this> {
    // A client that aborts mid-request (the abort tests do) makes reading its body throw: drop it.
    this.server = createServer((req, res) => {
      this.handle(req, res).catch(() => res.destroy());
    });
    // The client (undici) drops idle sockets after 4 s; a server closing them first, at Node's 5 s,
    // races a request sent on a busy machine and fails it as a network error.
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  last(): RecordedRequest {
    const request = this.requests.at(-1);
    if (!request) throw new Error('no request received');
    return request;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    this.requests.push(recorded);
    const handler = this.routes.get(`${recorded.method} ${recorded.path}`) ?? this.fallback;
    if (!handler) {
      sendJson(res, 404, { error: 'Record not found' });
      return;
    }
    await handler(recorded, res);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

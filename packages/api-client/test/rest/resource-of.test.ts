import { createListsResource, createRestClient, createTimelinesResource, HttpClient, resourceOf } from '../../src';
import { fixture } from '../support/fixtures';
import { sendJson, TestServer } from '../support/test-server';

describe('resourceOf', () => {
  it('makes one resource per HttpClient and factory', () => {
    const http = new HttpClient({ url: 'https://mastodon.example' });
    const other = new HttpClient({ url: 'https://mastodon.example' });
    const lists = resourceOf(http, createListsResource);
    expect(resourceOf(http, createListsResource)).toBe(lists);
    expect(resourceOf(other, createListsResource)).not.toBe(lists);
    expect(resourceOf(http, createTimelinesResource)).not.toBe(lists);
  });

  it("answers a full client's own resources for its HttpClient", () => {
    const api = createRestClient({ url: 'https://mastodon.example' });
    expect(resourceOf(api.http, createListsResource)).toBe(api.lists);
    expect(resourceOf(api.http, createTimelinesResource)).toBe(api.timelines);
  });

  it('calls the server through the HttpClient it was given, token included', async () => {
    const list = fixture('List.json');
    const server = await new TestServer().on('GET', '/api/v1/lists', (_, response) => sendJson(response, 200, [list])).start();
    try {
      const http = new HttpClient({ url: server.url, accessToken: 'token' });
      const lists = await resourceOf(http, createListsResource).list();
      expect(lists).toHaveLength(1);
      expect(server.last().headers.authorization).toBe('Bearer token');
    } finally {
      await server.stop();
    }
  });
});

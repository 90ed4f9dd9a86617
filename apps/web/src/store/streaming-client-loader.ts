import { createStreamingClient, type StreamingClient, type StreamingClientOptions } from '@trumpet/api-client';

/** Split out of the first load: the socket is only needed once home has shown. */
export const loadStreamingClient = (options: StreamingClientOptions): StreamingClient => createStreamingClient(options);

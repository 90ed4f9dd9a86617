import type { HttpClient } from '../http/http-client';
import type { RequestOptions } from '../http/types';

/** https://docs.joinmastodon.org/methods/emails/ */
export function createEmailsResource(http: HttpClient) {
  return {
    /**
     * Sends the confirmation email of a registered, unconfirmed account again; with `email`, to that
     * address instead (the token from `accounts.register`).
     */
    resendConfirmation: (params: { email?: string } = {}, options?: RequestOptions) =>
      http.empty({ method: 'POST', path: '/api/v1/emails/confirmations', json: params }, options),
  };
}

export type EmailsResource = ReturnType<typeof createEmailsResource>;

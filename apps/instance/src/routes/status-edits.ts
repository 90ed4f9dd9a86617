import type { FastifyInstance } from 'fastify';
import type { Instance } from '../context';
import { findStatus } from '../db/queries';
import { notFound } from '../http/api-error';
import { anyViewer, signedIn } from '../http/auth';
import { idParams } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { serializeStatus } from '../serializers/status';
import { serializeStatusHistory } from '../serializers/status-edit';
import { editStatus } from '../services/edit-status';
import { visibleStatus } from './status-lookup';
import { editStatusFields, editStatusInput } from './status-params';

/** https://docs.joinmastodon.org/methods/statuses/#edit and #history */
export function statusEditRoutes(app: FastifyInstance, instance: Instance): void {
  const api = apiRoutes(app, instance);

  // Only one's own statuses (Mastodon finds it among the account's: 404 otherwise); a boost has nothing to edit.
  api.put('/api/v1/statuses/:id', { auth: signedIn('write:statuses'), params: idParams, body: editStatusFields }, async ({ auth, params, body }) => {
    const status = findStatus(instance.db, params.id);
    if (!status || status.account_id !== auth.accountId || status.reblog_of_id) throw notFound();
    const input = editStatusInput(body);
    return serializeStatus(instance, editStatus(instance, status, input), auth.accountId);
  });

  api.get('/api/v1/statuses/:id/history', { auth: anyViewer('read:statuses'), params: idParams }, async ({ auth, params }) =>
    serializeStatusHistory(instance, visibleStatus(instance, params.id, auth?.accountId ?? null)),
  );
}

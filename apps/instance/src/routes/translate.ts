import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Instance } from '../context';
import { signedIn } from '../http/auth';
import { idParams, text } from '../http/param-schemas';
import { apiRoutes } from '../http/route';
import { readInterfaceLocale } from '../services/web-preferences';
import { translateStatus } from '../services/translate-status';
import { actionTarget } from './status-lookup';

const translateFields = z.object({ lang: text() });

/**
 * POST /api/v1/statuses/:id/translate (https://docs.joinmastodon.org/methods/statuses/#translate),
 * as Api::V1::Statuses::TranslationsController: a status the viewer may see (else 404), into `lang`
 * or else the viewer's interface language. Without a backend Mastodon's TranslateStatusService
 * refuses with 403 'This action is not allowed' (its permitted? check comes before the backend).
 */
export function translateRoutes(app: FastifyInstance, instance: Instance): void {
  apiRoutes(app, instance).post(
    '/api/v1/statuses/:id/translate',
    { auth: signedIn('read:statuses'), params: idParams, body: translateFields },
    async ({ auth, params, body }) => {
      const status = actionTarget(instance, params.id, auth.accountId);
      const target = body.lang?.trim() || readInterfaceLocale(instance.db, auth.accountId) || 'en';
      return translateStatus(instance, status, auth.accountId, target);
    },
  );
}

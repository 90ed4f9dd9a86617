import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nestParams } from './nested-params';

export interface UploadedFile {
  kind: 'file';
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/** Multipart bodies become the same params as any other body; files become UploadedFile values. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { attachFieldsToBody: true, limits: { fileSize: 100 * 1024 * 1024, files: 4, fields: 200 } });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const body = (request.body ?? {}) as Record<string, MultipartFile | MultipartValue | (MultipartFile | MultipartValue)[]>;
    const fields: [string, string][] = [];
    const files: Record<string, UploadedFile> = {};
    for (const [name, entry] of Object.entries(body)) {
      for (const part of Array.isArray(entry) ? entry : [entry]) {
        if (part.type === 'file') {
          files[name] = { kind: 'file', filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
        } else {
          fields.push([part.fieldname, String(part.value)]);
        }
      }
    }
    request.body = { ...nestParams(fields), ...files };
  });
}

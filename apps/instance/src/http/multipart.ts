import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './api-error';
import { isUnsafeKey, nestParams } from './nested-params';

export interface UploadedFile {
  kind: 'file';
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/** A client error (a limit passed, a refused field name) keeps its status; any other parse failure is a malformed body. */
function isClientError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * Multipart bodies become the same params as any other body; files become UploadedFile values.
 * A body that cannot be read as multipart (no boundary, broken parts) is a 400.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: 100 * 1024 * 1024, files: 4, fields: 200 } });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const fields: [string, string][] = [];
    const files = new Map<string, UploadedFile>();
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          files.set(part.fieldname, { kind: 'file', filename: part.filename, mimetype: part.mimetype, data });
        } else {
          fields.push([part.fieldname, String(part.value)]);
        }
      }
    } catch (error) {
      if (isClientError(error)) throw error;
      throw badRequest('Error occurred while parsing request parameters');
    }
    const body: Record<string, unknown> = nestParams(fields);
    for (const [name, file] of files) if (!isUnsafeKey(name)) body[name] = file;
    request.body = body;
  });
}

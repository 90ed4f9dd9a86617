import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { correctReference, LOOSE_EMAIL, RESPONSE_CORRECTIONS, type SchemaNode } from './corrections';

/**
 * The OpenAPI description of Mastodon 4.7's client API that the project measures itself against
 * (generated from docs.joinmastodon.org), read once per test file.
 */
const REFERENCE_PATH = join(__dirname, '../../../../../shared/reference/mastodon-openapi.json.gz');
const BASE = 'https://reference.invalid/mastodon-openapi.json';

interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
}
interface OperationObject {
  description?: string;
  responses?: Record<string, ResponseObject>;
}
interface Reference {
  paths: Record<string, Record<string, OperationObject>>;
  components: SchemaNode;
}

let reference: Reference | undefined;
export function loadReference(): Reference {
  if (!reference) {
    reference = JSON.parse(gunzipSync(readFileSync(REFERENCE_PATH)).toString('utf8')) as Reference;
    correctReference(reference.components);
  }
  return reference;
}

/** `METHOD /path/{param}` for every client-facing operation (admin left out, as issue #13 counts them). */
export function referenceOperations(): string[] {
  return Object.entries(loadReference().paths).flatMap(([path, methods]) =>
    path.includes('/admin/') ? [] : Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * The `api_versions.mastodon` that added each operation, where its version history names one
 * ("4.5.0 (`mastodon` [API version] 7) - added"); operations older than 4.3 have none.
 */
export function operationApiVersions(): Map<string, number> {
  const versions = new Map<string, number>();
  for (const [path, methods] of Object.entries(loadReference().paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const added = /\[API version\]\)? ?(\d+)\) - added(?:\\|\n|$)/.exec(operation.description ?? '');
      if (added?.[1]) versions.set(`${method.toUpperCase()} ${path}`, Number(added[1]));
    }
  }
  return versions;
}

let ajv: Ajv2020 | undefined;
function validator(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // The reference's own formats: an OAuth scope list and a language code.
  ajv.addFormat('scopes', /^[a-z:.]+( [a-z:.]+)*$/);
  ajv.addFormat('iso-639-1', /^[a-z]{2,3}(-[A-Za-z]+)?$/);
  ajv.addFormat('binary', true);
  ajv.addFormat('email', LOOSE_EMAIL);
  ajv.addSchema({ $id: BASE, components: loadReference().components });
  return ajv;
}

/** The document's local `#/components/...` references, made absolute so a response schema compiles on its own. */
function absolute(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absolute);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${BASE}${value}` : absolute(value)]),
  );
}

const compiled = new Map<string, ValidateFunction | null>();

/** The validator of one operation's JSON answer for a status code, or null where the reference gives no JSON schema. */
export function responseValidator(operation: string, status: number): ValidateFunction | null {
  const key = `${operation} ${status}`;
  if (compiled.has(key)) return compiled.get(key) ?? null;
  const [method = '', path = ''] = operation.split(' ');
  const response = loadReference().paths[path]?.[method.toLowerCase()]?.responses?.[String(status)];
  const schema = RESPONSE_CORRECTIONS[key] ?? response?.content?.['application/json']?.schema;
  const validate = schema === undefined ? null : validator().compile(absolute(schema) as object);
  compiled.set(key, validate);
  return validate;
}

/** Readable problems: where in the answer, what the reference expects, and the value found. */
export function describeErrors(errors: ErrorObject[] | null | undefined, body: unknown): string[] {
  return (errors ?? []).map((error) => {
    const found = error.instancePath.split('/').slice(1).reduce<unknown>((value, segment) => {
      if (value === null || typeof value !== 'object') return undefined;
      return (value as Record<string, unknown>)[decodeURIComponent(segment)];
    }, body);
    return `${error.instancePath || '(root)'} ${error.message ?? ''} ${JSON.stringify(error.params)} (found ${JSON.stringify(found)?.slice(0, 120)})`;
  });
}

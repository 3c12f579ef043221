import { dereference } from '@readme/openapi-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { fileURLToPath } from 'node:url';

/*
 * The stand-in's OpenAPI description, used as a test oracle: every response a test
 * receives is checked against it, so the description can never drift from the code.
 */

export const OPENAPI_FILE = fileURLToPath(new URL('../../../legacy/openapi.yaml', import.meta.url));

type JsonSchema = Record<string, unknown>;
interface ResponseObject {
  content?: Record<string, { schema?: JsonSchema }>;
}
interface Operation {
  security?: unknown[];
  responses: Record<string, ResponseObject>;
}
type PathItem = Partial<Record<string, Operation>>;
interface Document {
  paths: Record<string, PathItem>;
}

let documentPromise: Promise<Document> | undefined;

export function loadContract(): Promise<Document> {
  documentPromise ??= dereference(OPENAPI_FILE) as unknown as Promise<Document>;
  return documentPromise;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Matches a concrete path against the templated paths of the description. */
function findPathTemplate(doc: Document, path: string): string | undefined {
  if (doc.paths[path]) return path;
  return Object.keys(doc.paths).find((template) => {
    if (!template.includes('{')) return false;
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

/** Statuses any endpoint may answer without documenting them one by one. */
const GENERIC_FAILURES = new Set([400, 404, 405, 413, 500]);

/**
 * Throws with a readable explanation unless the response is documented for this
 * method and path and its JSON body matches the documented schema.
 */
export async function assertMatchesContract(
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: unknown,
): Promise<void> {
  const doc = await loadContract();
  const template = findPathTemplate(doc, path);
  if (!template) {
    if (status === 404) return;
    throw new Error(`${method} ${path} answered ${status} but is not in legacy/openapi.yaml`);
  }
  const operation = doc.paths[template]?.[method.toLowerCase()];
  if (!operation) {
    if (status === 404 || status === 405) return;
    throw new Error(`${method} ${template} answered ${status} but that method is not documented`);
  }
  const response = operation.responses[String(status)] ?? operation.responses['default'];
  if (!response) {
    if (GENERIC_FAILURES.has(status)) return assertFailureEnvelope(method, path, status, body);
    throw new Error(`${method} ${template} answered HTTP ${status}, which is not documented`);
  }
  if (!contentType.includes('json')) {
    const documented = Object.keys(response.content ?? {});
    const type = contentType.split(';')[0]?.trim() ?? '';
    if (
      !documented.some(
        (media) => media === type || media === '*/*' || (media.endsWith('/*') && type.startsWith(media.slice(0, -1))),
      )
    ) {
      throw new Error(`${method} ${template} answered ${type}, documented: ${documented.join(', ')}`);
    }
    return;
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${template} ${status} has no JSON schema in the description`);
  const validate = validatorFor(schema);
  if (!validate(body)) {
    throw new Error(
      `${method} ${path} ${status} does not match legacy/openapi.yaml:\n` +
        `${ajv.errorsText(validate.errors, { separator: '\n' })}\nbody: ${JSON.stringify(body).slice(0, 2000)}`,
    );
  }
}

function assertFailureEnvelope(method: string, path: string, status: number, body: unknown): void {
  const envelope = body as { code?: unknown; msg?: unknown; data?: unknown } | null;
  if (!envelope || typeof envelope.msg !== 'string' || envelope.code === 1 || envelope.data !== null) {
    throw new Error(`${method} ${path} answered ${status} without a failure envelope: ${JSON.stringify(body)}`);
  }
}

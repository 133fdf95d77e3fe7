/**
 * The Swagger 1.2 API declarations the live service answered at `GET /v4/word.json` (and
 * `words.json`, `account.json`, `wordList.json`, `wordLists.json`) without a key: one per
 * resource, generated from the operation table, so that the service's own clients and their
 * tests (which count the word resource's 12 APIs) read what they read there.
 *
 * The live service served related words at `/relatedWords` only (X1 here); W9's `/related`
 * path, which the interface names, is left out of the declaration, as it was there.
 */
import { z } from 'zod';
import * as models from './models';
import { ALL_OPERATIONS, type OperationSpec } from './operations';
import type { ParamSpec } from './params';
import { RESPONSE_FORMAT } from './values';

type JsonObject = Record<string, unknown>;

/** The resources the live service declared, by the name in their path (`/word.json/…` → `word`). */
export const SWAGGER_RESOURCES = ['account', 'word', 'words', 'wordList', 'wordLists'] as const;
type SwaggerResource = (typeof SWAGGER_RESOURCES)[number];

/** Operations the live service did not declare at their path (see above). */
const UNDECLARED = new Set(['W9']);

const resourceOf = (op: OperationSpec) => op.path.split('.')[0]?.slice(1) ?? '';

const NAMED_MODELS = new Map<z.ZodType, string>(
  Object.entries(models).flatMap(([name, value]) => (value instanceof z.ZodType ? [[value, name] as const] : [])),
);

/** A schema without its optional, nullable or default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 8; i++) {
    const def = current.def as { type: string; innerType?: z.ZodType };
    if (!def.innerType || !['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)) return current;
    current = def.innerType;
  }
  return current;
}

/** Swagger 1.2's type of a value: a named model by reference, a list of one, or a primitive. */
function typeOf(schema: z.ZodType, used: Set<string>): JsonObject {
  const inner = unwrapped(schema);
  const name = NAMED_MODELS.get(inner);
  if (name) {
    used.add(name);
    return { $ref: name };
  }
  const def = inner.def as { type: string; element?: z.ZodType; entries?: Record<string, string>; checks?: unknown[] };
  switch (def.type) {
    case 'array':
      return { type: 'array', items: def.element ? typeOf(def.element, used) : { type: 'string' } };
    case 'boolean':
      return { type: 'boolean' };
    case 'number': {
      const format = (inner as z.ZodNumber).format;
      return format === 'safeint' || format === 'int32' ? { type: 'integer', format: 'int64' } : { type: 'number', format: 'double' };
    }
    case 'enum':
      return { type: 'string', enum: Object.values(def.entries ?? {}) };
    default:
      return { type: 'string' };
  }
}

/** A model's declaration: each field with its type (Swagger 1.2 `models`). */
function modelOf(name: string, used: Set<string>): JsonObject {
  const schema = (models as unknown as Record<string, z.ZodType>)[name];
  const shape = (schema?.def as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {};
  const properties = Object.fromEntries(Object.entries(shape).map(([field, value]) => [field, typeOf(value, used)]));
  const required = Object.entries(shape)
    .filter(([, value]) => !value.safeParse(undefined).success)
    .map(([field]) => field);
  return { id: name, ...(required.length ? { required } : {}), properties };
}

function parameterOf(name: string, spec: ParamSpec): JsonObject {
  const type = spec.wire === 'list' || spec.wire === 'string' ? 'string' : spec.wire === 'number' ? 'number' : spec.wire;
  return {
    name,
    description: spec.description,
    required: spec.in === 'path' || spec.required,
    type,
    ...(spec.wire === 'integer' ? { format: 'int32' } : {}),
    paramType: spec.in,
    allowMultiple: spec.wire === 'list',
    ...(spec.default !== undefined ? { defaultValue: String(spec.default) } : {}),
    ...(spec.values ? { enum: [...spec.values] } : {}),
  };
}

function operationOf(op: OperationSpec, used: Set<string>): JsonObject {
  const type = op.response ? typeOf(op.response, used) : { type: 'void' };
  const body = op.body
    ? [{ name: 'body', description: op.body.description, required: op.body.required, paramType: 'body', ...typeOf(op.body.schema, used) }]
    : [];
  return {
    method: op.method,
    summary: op.summary,
    notes: '',
    ...(type.$ref ? { type: type.$ref } : type),
    nickname: op.name,
    produces: ['application/json'],
    parameters: [
      ...Object.entries(op.params).map(([name, spec]) => parameterOf(name, spec)),
      ...body,
      ...(op.credentials.authToken
        ? [{ name: 'auth_token', description: 'The sign-in token', required: true, type: 'string', paramType: 'header' }]
        : []),
    ],
    responseMessages: Object.entries(op.errors).map(([code, message]) => ({ code: Number(code), message })),
  };
}

/** The declaration of one resource, its paths served under `basePath`. */
export function buildSwaggerDeclaration(resource: SwaggerResource, basePath: string): JsonObject {
  const used = new Set<string>();
  const apis: { path: string; description: string; operations: JsonObject[] }[] = [];
  for (const op of ALL_OPERATIONS) {
    if (resourceOf(op) !== resource || UNDECLARED.has(op.id)) continue;
    const path = op.path.replace('{format}', RESPONSE_FORMAT);
    let api = apis.find((entry) => entry.path === path);
    if (!api) apis.push((api = { path, description: '', operations: [] }));
    api.operations.push(operationOf(op, used));
  }
  const declared = new Map<string, JsonObject>();
  // A model's fields may name further models: declare until none is left.
  for (let pending = [...used]; pending.length; pending = [...used].filter((name) => !declared.has(name))) {
    for (const name of pending) declared.set(name, modelOf(name, used));
  }
  return {
    apiVersion: '4.0',
    swaggerVersion: '1.2',
    basePath,
    resourcePath: `/${resource}`,
    produces: ['application/json'],
    apis,
    models: Object.fromEntries([...declared].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

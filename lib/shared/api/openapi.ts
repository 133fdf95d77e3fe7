/**
 * The OpenAPI 3.1 description of the interface, generated from the operation table
 * and the models, so the document can never disagree with the client or the server.
 */
import { z } from 'zod';
import { ErrorBody } from './models';
import { ALL_OPERATIONS, IDEMPOTENCY_KEY, type OperationSpec } from './operations';
import type { ParamSpec } from './params';
import { RATE_LIMIT_HEADERS } from './rate-limit';
import { RESPONSE_FORMAT } from './values';

type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType): JsonObject {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  return rest;
}

function parameterOf(name: string, spec: ParamSpec): JsonObject {
  const schema = schemaOf(spec.schema);
  if (spec.default !== undefined) schema.default = spec.default;
  return {
    name,
    in: spec.in,
    required: spec.in === 'path' || spec.required,
    description: spec.description,
    schema,
    // Lists travel comma-separated: `partOfSpeech=noun,verb`.
    ...(spec.wire === 'list' ? { style: 'form', explode: false } : {}),
  };
}

const rateLimitHeaders = Object.fromEntries(
  [RATE_LIMIT_HEADERS.limitMinute, RATE_LIMIT_HEADERS.remainingMinute, RATE_LIMIT_HEADERS.limitHour, RATE_LIMIT_HEADERS.remainingHour].map(
    (name) => [name, { schema: { type: 'integer' }, description: 'Rate limit of the API key' }],
  ),
);

const idempotencyKeyParameter: JsonObject = {
  name: IDEMPOTENCY_KEY.header,
  in: 'header',
  required: false,
  description: IDEMPOTENCY_KEY.description,
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY.maxLength, pattern: IDEMPOTENCY_KEY.pattern.source },
};

function responsesOf(op: OperationSpec): JsonObject {
  const errorContent = { 'application/json': { schema: schemaOf(ErrorBody) } };
  const responses: JsonObject = {
    200: op.response
      ? { description: 'Success', headers: rateLimitHeaders, content: { 'application/json': { schema: schemaOf(op.response) } } }
      : { description: 'Success (`ok`): nothing to read', headers: rateLimitHeaders },
  };
  for (const [status, meaning] of Object.entries(op.errors)) {
    responses[status] = { description: meaning, headers: rateLimitHeaders, content: errorContent };
  }
  if (op.credentials.apiKey === 'required') {
    responses[401] ??= { description: 'Missing or unknown API key', headers: rateLimitHeaders, content: errorContent };
  }
  if (op.repeatable) {
    responses[422] ??= {
      description: `The ${IDEMPOTENCY_KEY.header} was sent before with another request`,
      headers: rateLimitHeaders,
      content: errorContent,
    };
  }
  if (op.credentials.authToken) {
    responses[403] ??= { description: 'Not signed in', headers: rateLimitHeaders, content: errorContent };
  }
  responses[429] = { description: 'Over the API key’s rate plan', headers: rateLimitHeaders, content: errorContent };
  return responses;
}

function operationOf(op: OperationSpec): JsonObject {
  const security: JsonObject[] = [];
  const token = op.credentials.authToken ? { authToken: [] } : {};
  if (op.credentials.apiKey === 'required') {
    security.push({ apiKeyHeader: [], ...token }, { apiKeyQuery: [], ...token });
  } else {
    security.push({ apiKeyHeader: [] }, { apiKeyQuery: [] }, {});
  }
  return {
    operationId: op.name,
    summary: op.summary,
    description: `Operation ${op.id} of the word-data interface.`,
    tags: [op.path.split(/[./]/)[1] ?? 'other'],
    'x-operation-id': op.id,
    parameters: [
      ...Object.entries(op.params).map(([name, spec]) => parameterOf(name, spec)),
      ...(op.repeatable ? [idempotencyKeyParameter] : []),
    ],
    ...(op.body
      ? {
          requestBody: {
            required: op.body.required,
            description: op.body.description,
            content: { [op.body.contentType]: { schema: schemaOf(op.body.schema) } },
          },
        }
      : {}),
    responses: responsesOf(op),
    security,
  };
}

export function buildOpenApiDocument(options: { serverUrl?: string; version?: string } = {}): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const op of ALL_OPERATIONS) {
    const path = op.path.replace('{format}', RESPONSE_FORMAT);
    paths[path] = { ...paths[path], [op.method.toLowerCase()]: operationOf(op) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Word-data service (Wordnik API v4 interface)',
      version: options.version ?? '4.0',
      description: 'Definitions, examples, pronunciations, related words, search, word of the day, accounts and word lists.',
    },
    servers: options.serverUrl ? [{ url: options.serverUrl }] : [],
    paths,
    components: {
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'api_key' },
        apiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key' },
        authToken: { type: 'apiKey', in: 'header', name: 'auth_token' },
      },
    },
  };
}

/**
 * Parameter descriptors for the operation table. A descriptor says where a parameter
 * travels, how its value is written as text on the wire, and (through its zod schema)
 * its type, bounds and allowed values. The client validates and encodes with it, the
 * server decodes and validates with it, and the OpenAPI document is generated from it.
 */
import { z } from 'zod';
import { plainText } from './plain-text';

type ParamLocation = 'path' | 'query' | 'header';

/** How a value is written as text: every request parameter is transmitted as text. */
type WireKind = 'string' | 'integer' | 'number' | 'boolean' | 'list';

export interface ParamSpec<T = unknown, R extends boolean = boolean, D extends boolean = boolean> {
  readonly in: ParamLocation;
  readonly wire: WireKind;
  readonly required: R;
  /** The value's type, bounds and allowed values (never optional: see `required`). */
  readonly schema: z.ZodType<T>;
  /** Whether the server assumes a value when the parameter is absent. */
  readonly hasDefault: D;
  /** What the server assumes when the parameter is absent. Clients send only what they are given. */
  readonly default?: T;
  /** Allowed values, for enumerations and lists of them. */
  readonly values?: readonly string[];
  readonly description: string;
}

interface CommonOptions {
  in?: ParamLocation;
  required?: boolean;
}

/** The descriptor type a builder returns, with `required` and the presence of a default kept literal. */
type SpecOf<T, O> = ParamSpec<T, O extends { required: true } ? true : false, O extends { default: unknown } ? true : false>;

function make<T, O extends CommonOptions & { default?: T }>(
  wire: WireKind,
  schema: z.ZodType<T>,
  description: string,
  options: O,
  values?: readonly string[],
): SpecOf<T, O> {
  return {
    in: options.in ?? 'query',
    wire,
    required: options.required ?? false,
    schema,
    hasDefault: options.default !== undefined,
    default: options.default,
    values,
    description,
  } as SpecOf<T, O>;
}

const notBlank = (s: string) => s.trim().length > 0;

/**
 * A text parameter: plain text (plain-text.ts) unless `anyText`, for a text that is never kept
 * or looked up by (a password, which is only hashed).
 */
export function stringParam<const O extends CommonOptions & { maxLength?: number; pattern?: RegExp; patternHint?: string; anyText?: true }>(
  description: string,
  options: O = {} as O,
) {
  let schema = z.string().max(options.maxLength ?? 1024);
  if (options.pattern) schema = schema.regex(options.pattern, options.patternHint ?? `must match ${options.pattern}`);
  const checked = options.anyText ? schema : plainText(schema);
  return make<string, O>('string', checked.refine(notBlank, 'must not be empty'), description, options);
}

export function integerParam<const O extends CommonOptions & { min?: number; max?: number; default?: number }>(
  description: string,
  options: O = {} as O,
) {
  let schema = z.number().int();
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  return make<number, O>('integer', schema, description, options);
}

export function numberParam<const O extends CommonOptions & { min?: number; default?: number }>(description: string, options: O = {} as O) {
  let schema = z.number();
  if (options.min !== undefined) schema = schema.min(options.min);
  return make<number, O>('number', schema.refine(Number.isFinite, 'must be a finite number'), description, options);
}

export function booleanParam<const O extends CommonOptions & { default?: boolean }>(description: string, options: O = {} as O) {
  return make<boolean, O>('boolean', z.boolean(), description, options);
}

export function enumParam<const V extends readonly [string, ...string[]], const O extends CommonOptions & { default?: V[number] }>(
  values: V,
  description: string,
  options: O = {} as O,
) {
  return make<V[number], O>('string', z.enum(values), description, options, values);
}

/** A comma-separated list of allowed values: an array in code, comma-joined on the wire. */
export function enumListParam<const V extends readonly [string, ...string[]], const O extends CommonOptions>(
  values: V,
  description: string,
  options: O = {} as O,
) {
  return make<V[number][], O>('list', z.array(z.enum(values)).min(1), description, options, values);
}

/** A calendar day, yyyy-MM-dd, that exists. */
export function dayParam<const O extends CommonOptions>(description: string, options: O = {} as O) {
  const schema = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-MM-dd')
    .refine((day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    }, 'must be a real calendar day');
  return make<string, O>('string', schema, description, options);
}

// ---------------------------------------------------------------- wire encoding

/** Writes a parameter value as the text that travels on the wire. */
export function encodeParamValue(spec: ParamSpec, value: unknown): string {
  switch (spec.wire) {
    case 'list':
      return (value as readonly unknown[]).map(String).join(',');
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return String(value);
  }
}

/** The result of reading a parameter's text back into a value. */
export type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Reads wire text into a value of the parameter's type and checks it against its
 * schema. The message names the parameter and says what was expected.
 */
export function decodeParamValue(name: string, spec: ParamSpec, raw: string): Decoded {
  let value: unknown;
  switch (spec.wire) {
    case 'integer':
    case 'number':
      value = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
      if (Number.isNaN(value)) return { ok: false, message: `${name} must be a number, not "${raw}"` };
      break;
    case 'boolean': {
      // Any case, as the live service's Java back end reads booleans: Python's clients send `True`.
      const word = raw.toLowerCase();
      if (word !== 'true' && word !== 'false') return { ok: false, message: `${name} must be true or false, not "${raw}"` };
      value = word === 'true';
      break;
    }
    case 'list':
      value = raw
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item.length > 0);
      break;
    default:
      value = raw;
  }
  return checkParamValue(name, spec, value);
}

/** Checks a typed value against the parameter's schema, with a message that names it. */
export function checkParamValue(name: string, spec: ParamSpec, value: unknown): Decoded {
  const result = spec.schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: `${name} ${describeIssue(spec, result.error.issues[0])}` };
}

function describeIssue(spec: ParamSpec, issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'is invalid';
  if (issue.code === 'invalid_value' || (issue.code === 'invalid_type' && spec.values)) {
    return `must be one of ${spec.values?.join(', ')}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return 'must name at least one value';
  if (issue.code === 'too_small') return `must be at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'string') return `must be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_big') return `must be at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_type') return `must be ${issue.expected === 'int' ? 'an integer' : `a ${issue.expected}`}`;
  return issue.message;
}

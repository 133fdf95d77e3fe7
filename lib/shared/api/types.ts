/**
 * Types derived from the operation table: what a caller passes to an operation, what
 * a server handler receives once defaults are applied, and what the operation answers.
 */
import type { z } from 'zod';
import type { AnyOperationName, CompatOperations, Operations } from './operations';
import type { ParamSpec } from './params';

type AllOperations = Operations & CompatOperations;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ParamValue<P> = P extends ParamSpec<infer T> ? T : never;
type KeysWhere<Ps, Condition> = { [K in keyof Ps]-?: Ps[K] extends Condition ? K : never }[keyof Ps];
type WithRequired<Ps, RequiredKey extends keyof Ps> = { [K in RequiredKey]: ParamValue<Ps[K]> } & {
  [K in Exclude<keyof Ps, RequiredKey>]?: ParamValue<Ps[K]>;
};
type BodyOf<O> = O extends { readonly body: { readonly schema: infer S extends z.ZodType } } ? S : never;

type Params<N extends AnyOperationName> = AllOperations[N]['params'];

/** What a caller passes: the operation's parameters by name, and `body` where it has one. */
export type OperationInput<N extends AnyOperationName> = Simplify<
  WithRequired<Params<N>, KeysWhere<Params<N>, { readonly required: true }>> &
    ([BodyOf<AllOperations[N]>] extends [never] ? unknown : { body: z.input<BodyOf<AllOperations[N]>> })
>;

/** What a server handler receives: checked values, with the table's defaults filled in. */
export type ResolvedInput<N extends AnyOperationName> = Simplify<
  WithRequired<Params<N>, KeysWhere<Params<N>, { readonly required: true } | { readonly hasDefault: true }>> &
    ([BodyOf<AllOperations[N]>] extends [never] ? unknown : { body: z.output<BodyOf<AllOperations[N]>> })
>;

/** What an operation answers: its response model's output, or nothing for `ok` answers. */
export type OperationResult<N extends AnyOperationName> = AllOperations[N]['response'] extends z.ZodType
  ? z.output<AllOperations[N]['response']>
  : undefined;

/**
 * The models keep unknown fields (`[key: string]: unknown`); a server's own records are
 * plain interfaces without such an index, so the answer type leaves it out.
 */
type WithoutIndex<T> = T extends readonly (infer U)[]
  ? WithoutIndex<U>[]
  : T extends object
    ? { [K in keyof T as string extends K ? never : K]: WithoutIndex<T[K]> }
    : T;

/** What a server handler may return: its response model's input (the server's own objects). */
export type OperationAnswer<N extends AnyOperationName> = AllOperations[N]['response'] extends z.ZodType
  ? WithoutIndex<z.input<AllOperations[N]['response']>>
  : undefined;

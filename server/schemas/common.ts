import { type TSchema, Type } from 'typebox';

/** The error envelope, for the response schemas of every route. */
export const ErrorEnvelopeSchema = Type.Object({
  // Beside the code and message, the values the message names ({required, available}, {language}).
  detail: Type.Object({ error_code: Type.String(), error_message: Type.String() }, { additionalProperties: Type.Union([Type.String(), Type.Number()]) }),
});

/** The error answers every authenticated route may give. */
export const authenticatedErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
};

/** A schema for each of `keys`: the properties of an object whose keys are a domain list (FIELD_GROUPS, SOURCE_FIELD_KEYS). */
export function eachOf<K extends string, S extends TSchema>(keys: readonly K[], schema: S): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

/** Objects and arrays rebuilt alike at every depth, so that `A & B` and the one object it stands for compare equal. */
type Plain<T> = T extends readonly (infer E)[] ? Plain<E>[] : T extends object ? { [K in keyof T]: Plain<T[K]> } : T;

/**
 * `true` when two types are the same: the same properties, each optional or required alike, of the
 * same types. The response schemas are held to the domain types they answer with it
 * (`Holds<Same<Static<typeof BatchSchema>, BatchView>>`): one that drifts fails `tsc`. Where a schema
 * sends a domain vocabulary as a plain string, it carries the vocabulary's type with `Type.Unsafe`.
 */
export type Same<A, B> = (<T>() => T extends Plain<A> ? 1 : 2) extends <T>() => T extends Plain<B> ? 1 : 2 ? true : false;

/** Every property name of any variant. */
type KeysOfEach<Union> = Union extends unknown ? keyof Union : never;

/**
 * `true` when a flat schema (every property of every variant in one object, cheaper for the
 * serializer than a union) holds each variant of `Union` and no property none of them has.
 */
export type Flattens<Flat, Union> = [Union] extends [Flat] ? Same<keyof Flat, KeysOfEach<Union>> : false;

/** Compiles only when given `true`. */
export type Holds<T extends true> = T;

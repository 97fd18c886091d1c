import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type Serializer = (data: unknown) => string;

/** Compiled serializers by route schema, then by the options and shared schemas they were built with. */
const serializers = new WeakMap<object, Map<string, Serializer>>();
const buildSerializers = SerializerSelector();

/**
 * Fastify's own response serializers, compiled once per process instead of once per instance:
 * compiling them is most of an instance's start, and the CLI, a cluster's processes and the tests
 * start several. A serializer is a pure function of its schema and options, so sharing it is safe.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, serializerOpts) => {
  const build = buildSerializers(externalSchemas, serializerOpts);
  const settings = JSON.stringify([externalSchemas, serializerOpts ?? null]);
  return (route) => {
    const schema = route.schema;
    if (typeof schema !== 'object' || schema === null) return build(route);
    const bySettings = serializers.get(schema) ?? new Map<string, Serializer>();
    serializers.set(schema, bySettings);
    const serializer = bySettings.get(settings) ?? build(route);
    bySettings.set(settings, serializer);
    return serializer;
  };
};

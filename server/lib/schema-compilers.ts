import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type SerializerFactory = NonNullable<CompilersFactory['buildSerializer']>;
type ValidatorFactory = NonNullable<CompilersFactory['buildValidator']>;

/**
 * What a route's schema compiles to, once per process for each schema's content and the settings
 * (options and shared schemas) it was compiled with. Keyed by content, not by object: a route
 * written with its schema inline builds a new object in each instance.
 */
function compiledOnce<Route extends { schema?: unknown }, Compiled>(compiled: Map<string, Compiled>, settings: unknown, build: (route: Route) => Compiled) {
  const prefix = JSON.stringify(settings);
  return (route: Route): Compiled => {
    const key = `${prefix}${JSON.stringify(route.schema) ?? ''}`;
    const known = compiled.get(key);
    if (known !== undefined) return known;
    const made = build(route);
    compiled.set(key, made);
    return made;
  };
}

const buildSerializers = SerializerSelector();
const serializers = new Map<string, ReturnType<ReturnType<SerializerFactory>>>();

/**
 * Fastify's own response serializers and request validators, compiled once per process instead of
 * once per instance: compiling them is most of an instance's start, and the CLI, a cluster's
 * processes and the tests start several. Each is a pure function of its schema and settings, so
 * sharing it is safe.
 */
export const sharedSerializers: SerializerFactory = (externalSchemas, serializerOpts) =>
  compiledOnce(serializers, [externalSchemas, serializerOpts ?? null], buildSerializers(externalSchemas, serializerOpts));

const buildValidators = AjvCompiler();
const validators = new Map<string, ReturnType<ReturnType<ValidatorFactory>>>();

export const sharedValidators: ValidatorFactory = (externalSchemas, options) =>
  compiledOnce(validators, [externalSchemas, options?.customOptions ?? null], buildValidators(externalSchemas, options));

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { SOURCE_FIELD_KEYS } from '../../../../domain/files.ts';
import { authenticatedErrors } from '../../../schemas/common.ts';

const Name = Type.String({ maxLength: 500 });
/**
 * map_fields compares every left name with every right one, letter pairs included (measured: 1,000 ×
 * 1,000 names of 64 characters take about 9 s): inputs are capped so that one call stays within a
 * second or two of a worker thread. Template fields are at most 64 characters; file columns may be
 * longer, not beyond this.
 */
export const MAP_FIELDS_LIMITS = { names: 300, nameLength: 128 };
const MappedFields = Type.Array(Type.Object({ name: Type.String({ maxLength: MAP_FIELDS_LIMITS.nameLength }) }), { maxItems: MAP_FIELDS_LIMITS.names });
/**
 * What a field's `details` may hold: texts and numbers (the sample values read out of it), in lists
 * and objects nested at most `depth` deep. The client sends `{samples: [...]}`; a deeper value would
 * only make the reader recurse for nothing (20,000 levels overflowed its stack: a 500).
 */
function detailsSchema(depth: number): TSchema {
  const value = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
  if (depth === 0) return value;
  const inner = detailsSchema(depth - 1);
  return Type.Union([value, Type.Array(inner), Type.Record(Type.String(), inner)]);
}
const DETAILS_DEPTH = 4;
const SuggestedSourcesSchema = Type.Object(Object.fromEntries(SOURCE_FIELD_KEYS.map((key) => [key, Type.Array(Type.String())])));

/** The assistant's help while a template is made: tools, field matching, source and value-list suggestions. */
const assistantMappingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/tools', { schema: { response: { 200: Type.Array(Type.String()), ...authenticatedErrors } } }, async () => app.fieldAssistant.listTools());

  app.get(
    '/capabilities',
    {
      schema: {
        response: {
          200: Type.Object({ assistant: Type.Union([Type.Literal('local'), Type.Literal('openai')]), languages: Type.Array(Type.String()), web_search: Type.Boolean() }),
          ...authenticatedErrors,
        },
      },
    },
    async () => app.capabilities.describe(),
  );

  app.post(
    '/map_fields',
    {
      schema: {
        body: Type.Object({ left: MappedFields, right: MappedFields }),
        response: {
          200: Type.Object({ mappings: Type.Array(Type.Object({ left_field_name: Type.String(), right_field_name: Type.String() })) }),
          ...authenticatedErrors,
        },
      },
    },
    async (request) => {
      const { left, right } = request.body;
      return {
        mappings: await app.fieldAssistant.mapFields(
          left.map((f) => f.name),
          right.map((f) => f.name),
          request.user.ws,
        ),
      };
    },
  );

  app.post(
    '/suggest_sources',
    {
      schema: {
        body: Type.Object({
          available_fields: Type.Array(Type.Object({ name: Name, details: Type.Optional(detailsSchema(DETAILS_DEPTH)) }), { maxItems: 5000 }),
        }),
        response: { 200: Type.Object({ suggested_sources: SuggestedSourcesSchema }), ...authenticatedErrors },
      },
    },
    async (request) => ({ suggested_sources: await app.fieldAssistant.suggestSources(request.body.available_fields) }),
  );

  app.post(
    '/recommend_value_lists',
    {
      schema: {
        body: Type.Object({
          field_name: Name,
          field_description: Type.Optional(Type.Union([Type.String({ maxLength: 5000 }), Type.Null()])),
          available_value_lists: Type.Array(Name, { maxItems: 5000 }),
        }),
        response: { 200: Type.Array(Type.String()), ...authenticatedErrors },
      },
    },
    async (request) => {
      const { field_name, field_description, available_value_lists } = request.body;
      return app.fieldAssistant.recommendValueLists(field_name, field_description ?? '', available_value_lists);
    },
  );
};

export default assistantMappingRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authenticatedErrors, ErrorEnvelopeSchema } from '../../../schemas/common.ts';
import { AnalysisResultSchema, ExtractReadsSchema, OpenQuestionsBodySchema, OpenQuestionsSchema, StoredFileBodySchema, uploadErrors, ValueListsSchema } from '../../../schemas/files.ts';

const analysisErrors = { ...authenticatedErrors, 429: ErrorEnvelopeSchema };

/** The assistant's file calls: analysis of a stored upload, and headers or value lists of a transient one. */
const assistantFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const analysis = {
    schema: { body: StoredFileBodySchema, response: { 200: AnalysisResultSchema, ...analysisErrors } },
  };
  app.post('/analyze', analysis, async (request) => app.files.analyse(request.user.ws, request.body.input));
  app.post('/prepare/batch/run', analysis, async (request) => app.files.analyse(request.user.ws, request.body.input));

  app.post('/open_questions', { schema: { body: OpenQuestionsBodySchema, response: { 200: OpenQuestionsSchema, ...analysisErrors } } }, async (request) => app.files.openQuestions(request.user.ws, request.body.input, request.body.mapping));

  app.post('/extract_reads', { schema: { body: OpenQuestionsBodySchema, response: { 200: ExtractReadsSchema, ...analysisErrors } } }, async (request) => app.files.extractReads(request.user.ws, request.body.input, request.body.mapping));

  app.post('/list_fields', { schema: { response: { 200: Type.Object({ fields: Type.Array(Type.String()) }), ...uploadErrors } } }, async (request) => app.files.listFields(request.user.ws, await request.file()));

  app.post('/detect_value_lists', { schema: { response: { 200: Type.Object({ detected_value_lists: ValueListsSchema }), ...uploadErrors } } }, async (request) => app.files.detectValueLists(request.user.ws, await request.file()));
};

export default assistantFileRoutes;

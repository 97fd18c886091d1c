import t from 'tap';
import { sharedSerializers, sharedValidators } from '../../../../server/lib/schema-compilers.ts';

// Each Fastify instance asks for its routes' validators and serializers; a route whose schema is
// written inline hands each instance a new object of the same content, compiled once for the process.
const item = (maxLength = 3) => ({ type: 'object', properties: { name: { type: 'string', maxLength } }, required: ['name'] });
const validatorOf = (schema: object, customOptions = {}) => sharedValidators({}, { customOptions })({ schema, method: 'POST', url: '/items', httpPart: 'body' });
const serializerOf = (schema: object) => sharedSerializers({}, {})({ schema, method: 'GET', url: '/items', httpStatus: '200' });

t.test('a validator is compiled once for a schema’s content and options, and still validates', async (t) => {
  const first = validatorOf(item());
  t.equal(validatorOf(item()), first, 'another instance’s schema of the same content: the same validator');
  t.equal(first({ name: 'Oak' }), true);
  t.equal(first({ name: 'Birch' }), false, 'the schema’s rule holds');
  t.not(validatorOf(item(5)), first, 'another schema, another validator');
  t.not(validatorOf(item(), { coerceTypes: false }), first, 'other options, another validator');
});

t.test('a serializer is compiled once for a schema’s content', async (t) => {
  const first = serializerOf(item());
  t.equal(serializerOf(item()), first);
  t.equal(first({ name: 'Oak', secret: 'x' }), '{"name":"Oak"}', 'what the schema does not name stays out');
  t.not(serializerOf(item(5)), first);
});

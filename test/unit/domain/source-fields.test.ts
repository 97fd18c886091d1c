import t from 'tap';
import { cleanSourceFields, isTemplateIncomplete, sourceFieldConditions, sourceFieldsValid } from '../../../domain/source-fields.ts';

t.test('source fields validity and completeness', async (t) => {
  t.equal(sourceFieldsValid({ public_identifiers: ['EAN'] }), true, 'identifiers alone');
  t.equal(sourceFieldsValid({ product_name: ['Nom'] }), true, 'name alone');
  t.equal(sourceFieldsValid({ brand: ['Marque'], partnumber: ['Réf'] }), true, 'brand and model');
  t.equal(sourceFieldsValid({ brand: ['Marque'] }), false, 'brand without model');
  t.equal(sourceFieldsValid({ partnumber: ['Réf'], description: ['Desc'] }), false);
  t.equal(sourceFieldsValid(null), false);
  t.same(sourceFieldConditions({ product_name: ['Nom'], brand: ['Marque'] }), { identifiers: false, name: true, brandAndModel: false });
  t.equal(isTemplateIncomplete({}), true, 'Template configuration lacks some information');
  t.equal(isTemplateIncomplete({ description: ['Desc'] }), false, 'any group counts');
  t.equal(isTemplateIncomplete(undefined), true);
});

t.test('cleaning source fields against the known columns', async (t) => {
  const { sourceFields, unknown } = cleanSourceFields({ product_name: [' Nom ', 'Nom', '', 3], brand: ['Marque', 'Ghost'], bogus: ['x'] } as never, ['Nom', 'Marque']);
  t.same(sourceFields, { product_name: ['Nom'], public_identifiers: [], brand: ['Marque', 'Ghost'], partnumber: [], description: [], binaries_or_urls: [] });
  t.same(unknown, ['Ghost']);
  t.same(cleanSourceFields({ brand: ['Anything'] }).unknown, [], 'no known list, nothing refused');
});

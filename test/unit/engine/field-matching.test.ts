import t from 'tap';
import { matchFields, suggestSourceFields } from '../../../engine/field-matching.ts';

t.test('the product’s name is never proposed from another thing’s name (issue 46)', async (t) => {
  const woo = ['ID', 'SKU', 'Download 1 ID', 'Download 1 name', 'Download 1 URL', 'Categories'];
  t.same(matchFields(['Name'], woo), [], 'a WooCommerce download’s name is no product name');
  t.same(matchFields(['Name'], ['Category name', 'Attribute 1 name']), [], 'nor a category’s or an attribute’s');
  t.same(matchFields(['Name'], [...woo, 'Name']), [{ left_field_name: 'Name', right_field_name: 'Name' }]);
  t.same(matchFields(['Titre'], ['Nom du produit', 'Nom du téléchargement 1']), [{ left_field_name: 'Titre', right_field_name: 'Nom du produit' }], 'in French too');
  t.same(suggestSourceFields([{ name: 'Download 1 name' }, { name: 'Name' }]).product_name, ['Name']);
});

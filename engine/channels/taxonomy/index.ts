/** Google's and Shopify's product categories for a shop's category path and a product's name. */
export { type CategoryInput, type CategoryMatch, type CategoryVerdict, categoryVerdict, MATCH_THRESHOLD, matchCategory, type NoMatchReason } from './match.ts';
export type { TaxonomyName } from './tree.ts';

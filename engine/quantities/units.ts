/**
 * The unit table (domain/units.ts with every currency Intl knows, and conversions), as the readers of
 * amounts and contents and the rules above them import it. The lexicon holds it, in the layer below
 * quantities, since a unit's words and its symbols are read together.
 */
export { CURRENCY_SYMBOLS, convertUnits, type Dimension, dimensionOf, isCurrency, roundConverted, UNIT_SYMBOLS, unitOfSymbol } from '../lexicon/unit-table.ts';

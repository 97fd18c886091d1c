/**
 * The unit table as the quantities read it: the lexicon's table (domain/units.ts with currencies from
 * Intl, and conversions), in the layer below the readers of amounts and contents.
 */
export { CURRENCY_SYMBOLS, convertUnits, type Dimension, dimensionOf, isCurrency, roundConverted, UNIT_SYMBOLS, unitOfSymbol } from '../lexicon/unit-table.ts';

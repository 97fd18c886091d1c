/** The grid's fixed geometry: the virtualisers and the cells place everything from it. */
export const ROW_HEIGHT = 40;
export const HEADER_HEIGHT = 84;
export const PRODUCT_WIDTH = 180;
export const FIELD_WIDTH = 200;

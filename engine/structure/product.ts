/** A product as a file gives it: its cells by column name. */
export type Product = Record<string, string>;

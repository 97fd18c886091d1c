/**
 * A cell listing several choices where one is asked: 'Blue, White', 'black; gray; white',
 * 'Rot|Blau' — two parts or more between commas, semicolons or bars, each a word or a few and no
 * number. A product's list of every colour it comes in is no variant's colour; 'Black/White', one
 * colourway, is one value.
 */
export function listsChoices(text: string): boolean {
  const parts = text.split(/[,;|]/).map((part) => part.trim());
  return parts.length >= 2 && parts.every((part) => part !== '' && !/\d/.test(part) && part.split(/\s+/).length <= 3);
}

/**
 * A cell listing several choices where one is asked: 'Blue, White', 'black; gray; white',
 * 'Rot|Blau', 'amarillo-1; blanco' — two parts or more between commas, semicolons or bars, each a
 * word or a few with letters among them ('1,5' is a number). A product's list of every colour it
 * comes in is no variant's colour; 'Black/White', one colourway, is one value.
 */
export function listsChoices(text: string): boolean {
  const parts = text.split(/[,;|]/).map((part) => part.trim());
  return parts.length >= 2 && parts.every((part) => /\p{L}/u.test(part) && part.split(/\s+/).length <= 3);
}

/** How many words a text has, tags aside: what min and max words count. */
export function wordCount(text: string): number {
  return text
    .replace(/<[^<>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

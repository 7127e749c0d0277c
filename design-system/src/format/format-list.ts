/** "A", "A and B", "A, B and C": names or changes in a sentence, as the screens write them. */
export function formatList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(" and ");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

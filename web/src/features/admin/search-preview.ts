/**
 * Whether every word of `text` is somewhere in what a record says: the preview a list shows of a
 * search while the server answers it (issue #26), so the row staff look for (and, alone, opens) is
 * there at once rather than after a round trip. The server's answer replaces it when it comes.
 */
export function carriesWords(item: unknown, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const said = JSON.stringify(item).toLowerCase();
  return words.every((word) => said.includes(word));
}

/**
 * The rows a list shows while its search is in flight: those that fit it, or, when none of the
 * loaded rows do, all of them as they were: "none match" is the server's to say, not the preview's.
 */
export function previewRows<T>(items: readonly T[], fits: (item: T) => boolean): readonly T[] {
  const fitting = items.filter(fits);
  return fitting.length > 0 ? fitting : items;
}

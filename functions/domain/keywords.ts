/**
 * Whole-word-ish keyword matching shared by the sector suggestion and the business-type guess.
 * A keyword matches when it is not glued to other letters or digits, so 'pos' does not match
 * 'post' and 'bank' does not match 'embankment'; a plural 's' or 'es' is allowed ('loans').
 */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternCache = new Map<string, RegExp>();

function keywordPattern(keyword: string): RegExp {
  let pattern = patternCache.get(keyword);
  if (!pattern) {
    // Spaces and hyphens inside a keyword match any run of either ('e-commerce', 'e commerce').
    const body = keyword
      .toLowerCase()
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s-]+');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?:s|es)?(?![\\p{L}\\p{N}])`, 'u');
    patternCache.set(keyword, pattern);
  }
  return pattern;
}

export function containsKeyword(text: string, keyword: string): boolean {
  return keywordPattern(keyword).test(text.toLowerCase());
}

/** How many distinct keywords of the list occur in the text (repeating a word does not add weight). */
export function countKeywordMatches(text: string, keywords: readonly string[]): number {
  const lower = text.toLowerCase();
  return keywords.filter((keyword) => keywordPattern(keyword).test(lower)).length;
}

/**
 * The candidate with the most keyword matches, ties going to the earlier candidate.
 * null when nothing matches at all.
 */
export function bestKeywordMatch<Id>(
  text: string,
  candidates: readonly { readonly id: Id; readonly keywords: readonly string[] }[],
): Id | null {
  let best: Id | null = null;
  let bestCount = 0;
  for (const candidate of candidates) {
    const count = countKeywordMatches(text, candidate.keywords);
    if (count > bestCount) {
      best = candidate.id;
      bestCount = count;
    }
  }
  return best;
}

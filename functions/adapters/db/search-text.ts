type Searchable = string | null | undefined | readonly string[];

/**
 * The lowercased text an admin search matches inside (DynamoDB `contains` is case-sensitive).
 * Fields are joined by newlines so a query cannot match across two fields.
 */
export function searchText(...fields: Searchable[]): string {
  return fields
    .flatMap((field) =>
      field === null || field === undefined ? [] : typeof field === 'string' ? [field] : field,
    )
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length > 0)
    .join('\n');
}

/** The search term as stored text would contain it; undefined when there is nothing to search for. */
export function searchTerm(q: string | null | undefined): string | undefined {
  const term = q?.trim().toLowerCase();
  return term ? term : undefined;
}

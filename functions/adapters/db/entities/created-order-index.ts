/**
 * A secondary index that lists one partition's items in the order they were created (a reverse
 * Query gives newest first), its sort key the item's created_at. The partition is one fixed word
 * for an admin list (`{ composite: [], template: 'leads' }`) or one per owner, named by the owner's
 * attribute (`{ composite: ['resume_token'], template: 'payment-launch#${resume_token}' }`). The
 * keys are stored in existing items, so test/unit/db/stored-layouts.test.ts pins what they write.
 */
export function createdOrderIndex<
  const Index extends 'gsi1' | 'gsi2',
  const Composite extends readonly string[],
>(index: Index, partition: { readonly composite: Composite; readonly template: string }) {
  return {
    index,
    pk: { field: `${index}pk`, composite: partition.composite, template: partition.template, casing: 'none' },
    sk: { field: `${index}sk`, composite: ['created_at'], template: '${created_at}', casing: 'none' },
  } as const;
}

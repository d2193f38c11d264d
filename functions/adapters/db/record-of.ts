/** What reading an item needs of an ElectroDB entity: the attributes it declares. */
export interface DeclaredEntity {
  readonly schema: { readonly attributes: Readonly<Record<string, { readonly type?: unknown }>> };
}

/** Per entity: each attribute the record carries, with what it reads as when DynamoDB left it out. */
const recordAttributes = new WeakMap<DeclaredEntity, ReadonlyArray<readonly [string, null | 'list']>>();

function attributesOf(entity: DeclaredEntity, storageOnly: readonly string[]) {
  let attributes = recordAttributes.get(entity);
  if (!attributes) {
    attributes = Object.entries(entity.schema.attributes)
      .filter(([name]) => !storageOnly.includes(name))
      .map(([name, attribute]) => [name, attribute.type === 'list' ? 'list' : null] as const);
    recordAttributes.set(entity, attributes);
  }
  return attributes;
}

/**
 * An item as ElectroDB reads it, as the record its zod schema describes
 * (functions/domain/contracts/records): every attribute the entity declares except its
 * storage-only ones (search_text, version...), an attribute DynamoDB left out as null, or as an
 * empty list. Nothing is validated here: values were validated on their way in, at the handler's
 * edge, and test/unit/db/entity-schemas.test.ts keeps the entity's attributes and the schema's keys
 * the same. So a new attribute needs the schema and the entity, and no mapping of its own.
 */
export function recordOf<R>(entity: DeclaredEntity, storageOnly: readonly string[], item: object): R {
  const stored = item as { readonly [name: string]: unknown };
  const record: { [name: string]: unknown } = {};
  for (const [name, empty] of attributesOf(entity, storageOnly)) {
    const value = stored[name];
    record[name] = value !== undefined ? value : empty === 'list' ? [] : null;
  }
  return record as R;
}

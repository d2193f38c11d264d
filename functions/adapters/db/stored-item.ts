import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import type { DeclaredEntity } from './record-of.ts';

type Item = Record<string, NativeAttributeValue>;

/**
 * How one kind of record is stored, written out for the adapters that talk to DynamoDB through the
 * plain document client rather than ElectroDB (issue #31: ElectroDB was over half of a typical
 * Lambda bundle and most of its module init). The item is the very one the kind's ElectroDB entity
 * (entities/) writes and reads: the same key templates and the same `__edb_e__`/`__edb_v__`
 * identifiers, so items written either way read back either way. test/unit/db/stored-layouts.test.ts
 * holds each layout to its entity, and entity-schemas.test.ts holds the entity to the record's schema.
 */
export interface StoredLayout<R extends object, K extends keyof R = keyof R> extends DeclaredEntity {
  /** ElectroDB's model name and version, stored on every item. */
  readonly entity: string;
  readonly version: string;
  /** The table key (pk, sk) of the record named by `key`'s fields. */
  readonly key: (record: Pick<R, K>) => { pk: string; sk: string };
  /** The index keys (gsi1pk...) the record's attributes give, when it is in an index. */
  readonly indexKeys?: (record: R) => Readonly<Record<string, string>>;
}

/** The attributes as a layout declares them: a type only where it changes how an absent one reads. */
export function attributes(
  names: readonly string[],
  lists: readonly string[] = [],
): DeclaredEntity['schema'] {
  return {
    attributes: Object.fromEntries(names.map((name) => [name, lists.includes(name) ? { type: 'list' } : {}])),
  };
}

/** The item for a record: its attributes (undefined ones left out), keys and the entity's identifiers. */
export function storedItem<R extends object, K extends keyof R>(layout: StoredLayout<R, K>, record: R): Item {
  const item: Item = {};
  for (const [name, value] of Object.entries(record)) if (value !== undefined) item[name] = value;
  return {
    ...item,
    ...layout.key(record),
    ...layout.indexKeys?.(record),
    __edb_e__: layout.entity,
    __edb_v__: layout.version,
  };
}

/** ElectroDB reads back only the items its entity wrote; so do the plain adapters. */
export function isStoredAs(
  layout: Pick<StoredLayout<object>, 'entity' | 'version'>,
  item: Item | undefined,
): item is Item {
  return item?.__edb_e__ === layout.entity && item.__edb_v__ === layout.version;
}

/** What `create` adds to a put: the item must not exist yet. */
export const IF_NEW = 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)';
/** What `patch` adds to an update: the item must exist already. */
export const IF_EXISTS = 'attribute_exists(#pk) AND attribute_exists(#sk)';
export const KEY_NAMES = { '#pk': 'pk', '#sk': 'sk' } as const;

export async function putItem(
  item: Item,
  condition?: { expression: string; names?: Record<string, string>; values?: Item },
): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: item,
      ...(condition
        ? {
            ConditionExpression: condition.expression,
            ExpressionAttributeNames: condition.names,
            ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
          }
        : {}),
    }),
  );
}

export async function getItem(
  key: { pk: string; sk: string },
  consistent = false,
): Promise<Item | undefined> {
  const { Item: item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return item;
}

export async function deleteItem(key: { pk: string; sk: string }): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

/** An update of one item; returns its attributes after the update when `returnNew`. */
export async function updateItem(input: {
  key: { pk: string; sk: string };
  update: string;
  condition?: string;
  names: Record<string, string>;
  values?: Item;
  returnNew?: boolean;
}): Promise<Item | undefined> {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: input.key,
      UpdateExpression: input.update,
      ...(input.condition ? { ConditionExpression: input.condition } : {}),
      ExpressionAttributeNames: input.names,
      ...(input.values ? { ExpressionAttributeValues: input.values } : {}),
      ...(input.returnNew ? { ReturnValues: 'ALL_NEW' } : {}),
    }),
  );
  return Attributes;
}

/** Every page of a query, as ElectroDB's `go({ pages: 'all' })` reads it. */
export async function queryAll(input: {
  index?: string;
  keyCondition: string;
  names: Record<string, string>;
  values: Item;
  pageSize?: number;
}): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...(input.index ? { IndexName: input.index } : {}),
        KeyConditionExpression: input.keyCondition,
        ExpressionAttributeNames: input.names,
        ExpressionAttributeValues: input.values,
        ...(input.pageSize ? { Limit: input.pageSize } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** DynamoDB's limit of keys in one BatchGetItem. */
const BATCH_GET_KEYS = 100;
/** Asks for keys DynamoDB left unprocessed (throttling) this many times before giving up loudly. */
const BATCH_GET_ATTEMPTS = 6;

/** The items of these keys that exist, in batches of 100, each re-asked until DynamoDB has answered every key. */
export async function batchGetItems(keys: readonly { pk: string; sk: string }[]): Promise<Item[]> {
  const table = tableName();
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) {
    let pending: Item[] | undefined = keys.slice(start, start + BATCH_GET_KEYS);
    for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
      if (attempt === BATCH_GET_ATTEMPTS)
        throw new Error(`DynamoDB left ${pending.length} key(s) unprocessed after ${attempt} batch reads`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const answer: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending } } }),
      );
      found.push(...(answer.Responses?.[table] ?? []));
      pending = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}

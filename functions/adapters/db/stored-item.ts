import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type NativeAttributeValue,
} from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client.ts';
import type { TransactionOutcome } from './conditions.ts';
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
const IF_NEW = 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)';
/** What `patch` adds to an update: the item must exist already. */
export const IF_EXISTS = 'attribute_exists(#pk) AND attribute_exists(#sk)';
export const KEY_NAMES = { '#pk': 'pk', '#sk': 'sk' } as const;

/** A condition on a put, alone or in a transaction. */
export interface Condition {
  readonly expression: string;
  readonly names?: Record<string, string>;
  readonly values?: Item;
}

/** `create`'s condition on a put, alone or in a transaction: the item must not exist yet. */
export const IF_NEW_ITEM: Condition = { expression: IF_NEW, names: KEY_NAMES };

/** A put's condition as the SDK's Put takes it (nothing without one). */
function putCondition(condition: Condition | undefined) {
  return condition
    ? {
        ConditionExpression: condition.expression,
        ExpressionAttributeNames: condition.names,
        ...(condition.values ? { ExpressionAttributeValues: condition.values } : {}),
      }
    : {};
}

export async function putItem(item: Item, condition?: Condition): Promise<void> {
  await documentClient().send(
    new PutCommand({ TableName: tableName(), Item: item, ...putCondition(condition) }),
  );
}

/** ElectroDB's `create`: the record's item, on condition that it is new (a condition failure when it exists). */
export async function createItem<R extends object, K extends keyof R>(
  layout: StoredLayout<R, K>,
  record: R,
): Promise<void> {
  await putItem(storedItem(layout, record), IF_NEW_ITEM);
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

/** Where a query reads: the table, or one of its indexes, by a key condition. */
function queryTarget(input: { index?: string; keyCondition: string }) {
  return {
    TableName: tableName(),
    ...(input.index ? { IndexName: input.index } : {}),
    KeyConditionExpression: input.keyCondition,
  };
}

/** Every page of a query, as ElectroDB's `go({ pages: 'all' })` reads it. */
export async function queryAll(input: {
  index?: string;
  keyCondition: string;
  names: Record<string, string>;
  values: Item;
  pageSize?: number;
  /** A strongly consistent read (the table only, not an index). */
  consistent?: boolean;
}): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        ...queryTarget(input),
        ExpressionAttributeNames: input.names,
        ExpressionAttributeValues: input.values,
        ...(input.pageSize ? { Limit: input.pageSize } : {}),
        ...(input.consistent ? { ConsistentRead: true } : {}),
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

/**
 * The items of these keys that exist, in batches of 100, each re-asked until DynamoDB has answered
 * every key. `consistent`: strongly consistent reads, as getItem's second argument.
 */
export async function batchGetItems(
  keys: readonly { pk: string; sk: string }[],
  options: { readonly consistent?: boolean } = {},
): Promise<Item[]> {
  const table = tableName();
  const found: Item[] = [];
  for (let start = 0; start < keys.length; start += BATCH_GET_KEYS) {
    let pending: Item[] | undefined = keys.slice(start, start + BATCH_GET_KEYS);
    for (let attempt = 0; pending && pending.length > 0; attempt += 1) {
      if (attempt === BATCH_GET_ATTEMPTS)
        throw new Error(`DynamoDB left ${pending.length} key(s) unprocessed after ${attempt} batch reads`);
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      const answer: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: pending, ...(options.consistent ? { ConsistentRead: true } : {}) },
          },
        }),
      );
      found.push(...(answer.Responses?.[table] ?? []));
      pending = answer.UnprocessedKeys?.[table]?.Keys;
    }
  }
  return found;
}

/**
 * The records of many launches stored under one layout, by resume token, in batch reads of 100: what
 * the layout's one-key read gives each (`toRecord`), for a list that names many journeys at once.
 */
export async function recordsByResumeToken<S, R extends { readonly resume_token: string }>(
  layout: Pick<StoredLayout<object>, 'entity' | 'version'> & {
    readonly key: (record: { resume_token: string }) => { pk: string; sk: string };
  },
  resumeTokens: readonly string[],
  toRecord: (stored: S) => R,
  options: { readonly consistent?: boolean } = {},
): Promise<Map<string, R>> {
  const items = await batchGetItems(
    resumeTokens.map((resume_token) => layout.key({ resume_token })),
    options,
  );
  const records = new Map<string, R>();
  for (const item of items) {
    if (!isStoredAs(layout, item)) continue;
    const record = toRecord(item as unknown as S);
    records.set(record.resume_token, record);
  }
  return records;
}

/** One write of a transaction, without its table (every item is in the one table). */
export type TransactionWrite =
  | { readonly put: Item; readonly condition?: Condition }
  | {
      readonly update: { pk: string; sk: string };
      readonly expression: string;
      readonly condition?: string;
      readonly names: Record<string, string>;
      readonly values?: Item;
    };

function transactItem(
  write: TransactionWrite,
  table: string,
): NonNullable<TransactWriteCommandInput['TransactItems']>[number] {
  if ('put' in write) return { Put: { TableName: table, Item: write.put, ...putCondition(write.condition) } };
  return {
    Update: {
      TableName: table,
      Key: write.update,
      UpdateExpression: write.expression,
      ...(write.condition ? { ConditionExpression: write.condition } : {}),
      ExpressionAttributeNames: write.names,
      ...(write.values ? { ExpressionAttributeValues: write.values } : {}),
    },
  };
}

/**
 * All the writes or none, reported as ElectroDB's `transaction.write(...).go()` reports them: a
 * cancelled transaction is an outcome with each write's reason (`ConditionalCheckFailed`,
 * `TransactionConflict`, `None`) in order, not an error.
 */
export async function transactWrite(writes: readonly TransactionWrite[]): Promise<TransactionOutcome> {
  const table = tableName();
  try {
    await documentClient().send(
      new TransactWriteCommand({ TransactItems: writes.map((write) => transactItem(write, table)) }),
    );
    return { canceled: false, data: [] };
  } catch (error: unknown) {
    if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
    const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    return {
      canceled: true,
      data: (reasons ?? []).map(({ Code: code = 'None' }) => ({ rejected: code !== 'None', code })),
    };
  }
}

/**
 * A query read until `count` items of `owned` are gathered or the partition ends, from a cursor
 * (base64url of the last key, as page.ts issues it): what ElectroDB's `go({ cursor, count })` gives
 * queryPage, each item with its keys.
 */
export async function queryCount(input: {
  index?: string;
  keyCondition: string;
  names: Record<string, string>;
  values: Item;
  cursor: string | null;
  count: number;
  descending?: boolean;
  owned: (item: Item) => boolean;
  /** A filter inside the query: the page keeps filling across DynamoDB pages until `count` match. */
  filter?: { expression: string; names: Record<string, string>; values: Item };
}): Promise<{ data: Item[] }> {
  const { filter } = input;
  const data: Item[] = [];
  let start: Item | undefined = input.cursor
    ? (JSON.parse(Buffer.from(input.cursor, 'base64url').toString('utf8')) as Item)
    : undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        ...queryTarget(input),
        ExpressionAttributeNames: { ...input.names, ...filter?.names },
        ExpressionAttributeValues: { ...input.values, ...filter?.values },
        // DynamoDB limits the items it reads, before the filter: a filtered query reads whole pages.
        ...(filter ? { FilterExpression: filter.expression } : { Limit: input.count - data.length }),
        ...(input.descending ? { ScanIndexForward: false } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    data.push(...(page.Items ?? []).filter(input.owned));
    start = page.LastEvaluatedKey;
  } while (start && data.length < input.count);
  return { data: data.slice(0, input.count) };
}

/** The admin lists' search: items whose lowercased search text holds the term (none: every item). */
export function searchFilter(term: string | undefined | null) {
  return term
    ? {
        expression: 'contains(#search_text, :search_text0)',
        names: { '#search_text': 'search_text' },
        values: { ':search_text0': term },
      }
    : undefined;
}

import { documentClient, tableName } from './client.ts';

/** What binding needs of an ElectroDB Entity. */
interface BindableEntity {
  setClient(client: ReturnType<typeof documentClient>): void;
  setTableName(name: string): void;
}

const bound = new WeakSet<BindableEntity>();

/**
 * An entity with the client and table attached on first use (see client.ts for why not at import).
 * An adapter that needs only its own entity takes it from here instead of db(), so its handlers
 * bundle that one entity rather than the whole table's.
 */
export function boundEntity<E extends BindableEntity>(entity: E): E {
  if (!bound.has(entity)) {
    entity.setClient(documentClient());
    entity.setTableName(tableName());
    bound.add(entity);
  }
  return entity;
}

import { createWriteTransaction, type Entity, type Service } from 'electrodb';
import { boundEntity } from './bound-entity.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- ElectroDB's own bound for "any entity"
type Entities = { [name: string]: Entity<any, any, any, any> };

/** The part of an ElectroDB Service the adapters use: its entities and cross-entity writes. */
export type ServiceOf<E extends Entities> = Pick<Service<E>, 'entities'> & {
  readonly transaction: Pick<Service<E>['transaction'], 'write'>;
};

/**
 * A service over just these entities, built from the entities and createWriteTransaction (what
 * Service.transaction.write calls) rather than `new Service`, so a Lambda bundle leaves out ElectroDB's
 * service and collection code and carries only the entities its adapter names. The answer binds them
 * on first use (see client.ts for why not at import) and hands the service back.
 */
export function serviceOf<E extends Entities>(entities: E): () => ServiceOf<E> {
  const service: ServiceOf<E> = {
    entities,
    transaction: { write: (transact) => createWriteTransaction(entities, transact) },
  };
  return () => {
    for (const entity of Object.values(entities)) boundEntity(entity);
    return service;
  };
}

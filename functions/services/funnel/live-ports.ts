/** Production bindings of the funnel ports: the counters in DynamoDB. */
import { countFunnelStageOnce, readFunnelDays } from '../../adapters/db/funnel-counters.ts';
import { logger } from '../../adapters/log.ts';
import type { FunnelPorts } from './funnel.ts';

let ports: FunnelPorts | undefined;

export function funnelPorts(): FunnelPorts {
  const log = logger('funnel');
  ports ??= {
    countOnce: countFunnelStageOnce,
    readDays: readFunnelDays,
    now: () => Date.now(),
    log: { warn: (message, details) => log.warn(message, details) },
  };
  return ports;
}

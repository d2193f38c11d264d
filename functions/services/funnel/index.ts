export { countFunnel, funnelPeriod, readFunnel, sumFunnelDays } from './funnel.ts';
export type { FunnelDay, FunnelPorts } from './funnel.ts';
export { funnelHits } from './stream-stages.ts';
export type { FunnelHit } from './stream-stages.ts';

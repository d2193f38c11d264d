import { COMPLIANCE } from './compliance.ts';
import { FINTECH } from './fintech.ts';
import { GETTING_STARTED } from './getting-started.ts';
import { INTEGRATIONS } from './integrations.ts';
import { OPERATIONS } from './operations.ts';
import { OWNERSHIP } from './ownership.ts';
import { PAYMENTS } from './payments.ts';
import { PLATFORMS } from './platforms.ts';
import { PRICING } from './pricing.ts';
import { PROCESS } from './process.ts';
import { SECTORS } from './sectors.ts';
import { SUPPORT } from './support.ts';
import { TRUST } from './trust.ts';
import type { KnowledgeEntry } from './types.ts';

export type { Bilingual, KnowledgeEntry, KnowledgeTopic } from './types.ts';

/**
 * Everything the built-in guide can answer, and what the model is told. Server-only: the web app
 * never imports this folder (it would ship the search index and every answer to the browser).
 */
export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...PRICING,
  ...PAYMENTS,
  ...OWNERSHIP,
  ...OPERATIONS,
  ...TRUST,
  ...PLATFORMS,
  ...FINTECH,
  ...SECTORS,
  ...COMPLIANCE,
  ...INTEGRATIONS,
  ...PROCESS,
  ...GETTING_STARTED,
  ...SUPPORT,
];

const byId = new Map(KNOWLEDGE.map((entry) => [entry.id, entry]));

export function knowledgeEntry(id: string): KnowledgeEntry {
  const entry = byId.get(id);
  if (!entry) throw new RangeError(`Unknown knowledge entry: ${id}`);
  return entry;
}

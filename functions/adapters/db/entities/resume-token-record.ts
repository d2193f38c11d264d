import { createdOrderIndex } from './created-order-index.ts';

/**
 * What every record keyed by the browser's resume token shares (launch requests, launch-chat
 * onboarding): the token, the bookkeeping the versioned upsert and admin search rely on, one item
 * per token and a newest-first list on gsi1. Each entity names only its key words; those are
 * stored in existing items, so test/unit/db/resume-token-keys.test.ts pins the resulting keys.
 */

export const resumeTokenAttribute = {
  resume_token: { type: 'string', required: true, readOnly: true },
} as const;

export const resumeTokenBookkeeping = {
  created_at: { type: 'string', required: true, readOnly: true },
  updated_at: { type: 'string', required: true },
  search_text: { type: 'string', required: true },
  version: { type: 'number', required: true },
} as const;

/** Kept for storage only: the admin search's lowercased text and the optimistic lock's version. */
export const RESUME_TOKEN_STORAGE_ONLY = ['search_text', 'version'] as const;

export interface ResumeTokenKeyWords {
  /** pk is `${itemPrefix}#${resume_token}`. */
  readonly itemPrefix: string;
  /** sk of the one item under that pk. */
  readonly itemSort: string;
  /** gsi1pk shared by every record of the entity: the admin list's partition. */
  readonly listPartition: string;
}

export function resumeTokenIndexes({ itemPrefix, itemSort, listPartition }: ResumeTokenKeyWords) {
  return {
    byToken: {
      pk: {
        field: 'pk',
        composite: ['resume_token'],
        template: `${itemPrefix}#\${resume_token}`,
        casing: 'none',
      },
      sk: { field: 'sk', composite: [], template: itemSort, casing: 'none' },
    },
    byCreated: createdOrderIndex('gsi1', { composite: [], template: listPartition }),
  } as const;
}

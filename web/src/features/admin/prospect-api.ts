import {
  followUpsSchema,
  noteEventSchema,
  prospectCareSchema,
  prospectTimelineSchema,
  type FollowUp,
  type FollowUps,
  type ProspectCare,
  type ProspectTimeline,
  type ProspectUpdate,
  type TimelineEvent,
} from '@domain/contracts/prospect.ts';
import { call, jsonBody } from './admin-api.ts';

export type { FollowUp, FollowUps, ProspectCare, ProspectTimeline, ProspectUpdate, TimelineEvent };

const prospectPath = (resumeToken: string) =>
  `/api/admin/prospects/${encodeURIComponent(resumeToken)}` as const;

/** GET /api/admin/prospects/{token}/timeline (functions/handlers/admin-prospect.ts). */
export const readProspectTimeline = (resumeToken: string): Promise<ProspectTimeline> =>
  call(`${prospectPath(resumeToken)}/timeline`, prospectTimelineSchema, { cache: 'no-store' });

export const addProspectNote = (resumeToken: string, text: string): Promise<TimelineEvent> =>
  call(`${prospectPath(resumeToken)}/notes`, noteEventSchema, jsonBody('POST', { text }));

export const updateProspect = (resumeToken: string, update: ProspectUpdate): Promise<ProspectCare> =>
  call(prospectPath(resumeToken), prospectCareSchema, jsonBody('PATCH', update));

export const listFollowUps = (): Promise<FollowUps> =>
  call('/api/admin/prospects/follow-ups', followUpsSchema, { cache: 'no-store' });

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Staff changed a prospect's follow-up in one panel: the "Follow up today" section, elsewhere on
 * the dashboard, reloads. A tiny bus rather than props threaded through every tab and card.
 */
export function prospectChanged(): void {
  for (const listener of listeners) listener();
}

export function onProspectChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

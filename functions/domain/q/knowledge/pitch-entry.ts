import { sectorById } from '../../sectors.ts';
import { LAUNCH_TIME } from '../facts.ts';
import { type PitchId, SECTOR_PITCHES } from '../sector-pitches.ts';
import type { Bilingual, KnowledgeEntry } from './types.ts';

/** The Pidgin beside a pitch; the English comes from sector-pitches.ts. */
export interface PidginPitch {
  readonly answer: string;
  readonly followUp: string;
}

/** A business entry whose English text is the guide's pitch (sector-pitches.ts), so the two never differ. */
export function pitchEntry(
  sector: PitchId,
  questions: readonly string[],
  pidgin: PidginPitch,
  brief: Bilingual,
  extra: { readonly keywords?: readonly string[]; readonly facts?: readonly string[] } = {},
): KnowledgeEntry {
  const pitch = SECTOR_PITCHES[sector];
  const sectorWords =
    sector === 'cto' || sector === 'not-sure' || sector === 'other' ? [] : sectorById(sector).keywords;
  return {
    id: `platform-${sector}`,
    topic: 'platform',
    sector,
    questions,
    keywords: [...(extra.keywords ?? []), ...sectorWords],
    answer: { en: pitch.body, pcm: pidgin.answer },
    brief,
    facts: [...(sector === 'cto' || sector === 'not-sure' ? [] : [LAUNCH_TIME]), ...(extra.facts ?? [])],
    followUp: { en: pitch.followUp, pcm: pidgin.followUp },
  };
}

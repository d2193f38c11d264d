import { questionsForSector } from '@domain/questions.ts';
import { LAUNCH_SECTORS, type LaunchSectorId, sectorById, suggestSector } from '@domain/sectors.ts';
import type { LaunchAction } from './launch-chat-state.ts';

/**
 * What the sector tables decide for the chat, loaded with the steps after the idea (the keyword
 * lists of 11 sectors are the heaviest part of the chat and the idea step does not need them).
 */

export function suggestionLine(suggested: LaunchSectorId | null): string {
  if (!suggested) {
    return (
      `I couldn't match your idea to one sector, so I recommend ${sectorById('other').name}. ` +
      'Pick it below, or choose the sector closest to your idea.'
    );
  }
  return (
    `Great idea! It sounds like ${sectorById(suggested).name}, so I've marked it as Suggested. ` +
    'Pick the sector that fits your business.'
  );
}

/** A founder who came from one of our platform pages has already picked its sector. */
export const presetLine = (preset: LaunchSectorId): string =>
  `You came from our ${sectorById(preset).name} platforms, so I've marked ${sectorById(preset).name} as ` +
  'Suggested. Pick it below, or choose the sector that fits your business better.';

/** The idea as an action: a ?service= preset wins over the keyword suggestion; none means Other. */
export function ideaSubmitted(idea: string, preset: LaunchSectorId | null, at: string): LaunchAction {
  if (preset) return { type: 'ideaSubmitted', idea, suggested: preset, reply: presetLine(preset), at };
  const suggested = suggestSector(idea);
  return { type: 'ideaSubmitted', idea, suggested, reply: suggestionLine(suggested), at };
}

export function sectorChosen(sector: LaunchSectorId, at: string): LaunchAction {
  return {
    type: 'sectorChosen',
    sector,
    label: sectorById(sector).name,
    questions: questionsForSector(sector),
    at,
  };
}

/** A sector's display name; an id from old or edited storage reads as Other rather than failing. */
export const sectorNameOf = (sector: string | null): string | null =>
  sector === null
    ? null
    : (LAUNCH_SECTORS.find((candidate) => candidate.id === sector) ?? sectorById('other')).name;

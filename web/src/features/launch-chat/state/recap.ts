import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import type { LaunchSectorId } from '@domain/sector-names.ts';
import type { LaunchState } from './launch-chat-state.ts';
import { STORED_RESUME_TOKEN_PATTERN } from './persistence.ts';

/**
 * What a founder who booked keeps in this browser (issue #26): the launch's resume token (to ask the
 * server for the confirmed time), the sector and the plan Q showed. Shown by /launch until the
 * founder starts a new idea; the chat itself is cleared, so a new idea is a new record.
 */
export interface LaunchRecap {
  readonly resumeToken: string;
  readonly sector: LaunchSectorId | null;
  readonly solution: string | null;
}

export function recapOf(state: LaunchState): LaunchRecap | null {
  if (!state.resumeToken) return null;
  return { resumeToken: state.resumeToken, sector: state.sector, solution: state.solution };
}

export function saveLaunchRecap(recap: LaunchRecap): void {
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.launchRecap, JSON.stringify(recap));
  } catch {
    // Blocked storage: the recap e-mail is still on its way.
  }
}

export function loadLaunchRecap(): LaunchRecap | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.launchRecap) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return null;
    const { resumeToken, sector, solution } = stored as Record<string, unknown>;
    if (typeof resumeToken !== 'string' || !STORED_RESUME_TOKEN_PATTERN.test(resumeToken)) return null;
    return {
      resumeToken,
      sector: typeof sector === 'string' && /^[a-z]{1,20}$/.test(sector) ? (sector as LaunchSectorId) : null,
      solution: typeof solution === 'string' ? solution : null,
    };
  } catch {
    return null;
  }
}

export function clearLaunchRecap(): void {
  try {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.launchRecap);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

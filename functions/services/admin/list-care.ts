import { NO_CARE, type ListCare } from '../../domain/contracts/admin.ts';
import type { AdminPorts } from './ports.ts';

/**
 * A prospect's owner, follow-up date and notes (newest first) for its list row: two key reads of
 * its own partition per row, as the row's setup call and AI failures already are.
 */
export async function listCareOf(ports: AdminPorts, resumeToken: string | null): Promise<ListCare> {
  if (!resumeToken) return NO_CARE;
  const [care, notes] = await Promise.all([
    ports.store.getCare(resumeToken),
    ports.store.listNotes(resumeToken),
  ]);
  return {
    owner: care?.owner ?? null,
    follow_up_on: care?.follow_up_on ?? null,
    notes: [...notes]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((note) => ({ at: note.created_at, author: note.author, text: note.text })),
  };
}

import { prospectNoteInputSchema, prospectUpdateSchema } from '../domain/contracts/prospect.ts';
import { addProspectNote, updateProspect } from '../services/admin/prospect-care.ts';
import { prospectPorts } from '../services/admin/live-ports.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { AppError } from '../domain/app-error.ts';
import { json, parseBody } from './lib/http.ts';
import { prospectTokenOf } from './lib/prospect-token.ts';
import { staffEmailOf } from './lib/staff-email.ts';

/**
 * POST /api/admin/prospects/{token}/notes: a staff note, signed with the staff member's e-mail.
 * PATCH /api/admin/prospects/{token}: owner and next follow-up date.
 * Its own Lambda so that only it may write, and only prospect items.
 */
export const handler = adminHandler(async (event, admin) => {
  const resumeToken = prospectTokenOf(event);
  const method = event.requestContext.http.method;
  const staffEmail = await staffEmailOf(event, admin.sub);
  if (method === 'POST') {
    const { text } = parseBody(event, prospectNoteInputSchema);
    const author = staffEmail ?? `staff ${admin.sub}`;
    return json(201, await addProspectNote(prospectPorts(), resumeToken, text, author));
  }
  if (method === 'PATCH') {
    const update = parseBody(event, prospectUpdateSchema);
    return json(200, await updateProspect(prospectPorts(), resumeToken, update, staffEmail));
  }
  throw AppError.methodNotAllowed(method);
});

import {
  FOLLOW_UPS_SHOWN,
  type FollowUp,
  type FollowUps,
  type ProspectCare,
  type ProspectUpdate,
  type TimelineEvent,
} from '../../domain/contracts/prospect.ts';
import { AppError } from '../../domain/app-error.ts';
import { OWNER_NOT_STAFF_MESSAGE } from '../../domain/prospect-refusals.ts';
import type { ProspectPorts } from './prospect-ports.ts';
import { unknownProspect } from './prospect-timeline.ts';

/** Staff keep notes and follow-ups only on a journey that exists. */
async function requireProspect(ports: ProspectPorts, resumeToken: string): Promise<void> {
  const [onboarding, launchRequest] = await Promise.all([
    ports.store.getOnboarding(resumeToken),
    ports.store.getLaunchRequest(resumeToken),
  ]);
  if (!onboarding && !launchRequest) throw unknownProspect();
}

/** POST /api/admin/prospects/{token}/notes: the note as the timeline shows it. */
export async function addProspectNote(
  ports: ProspectPorts,
  resumeToken: string,
  text: string,
  author: string,
): Promise<Extract<TimelineEvent, { kind: 'note' }>> {
  await requireProspect(ports, resumeToken);
  const note = { id: ports.newId(), text, author, created_at: ports.now() };
  await ports.store.addNote(resumeToken, note);
  return { id: `note:${note.id}`, kind: 'note', at: note.created_at, author, text };
}

const sameEmail = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b;

/**
 * A named owner is a staff account (issue #28: through the API it could be any e-mail): the
 * signed-in staff member, one of the `admins` group, or whoever owns the prospect already (the
 * form sends the owner back unchanged with a new date, even after they left the staff).
 */
async function assertStaffOwner(
  ports: ProspectPorts,
  resumeToken: string,
  owner: string,
  staffEmail: string | null,
): Promise<void> {
  const named = owner.trim().toLowerCase();
  if (sameEmail(staffEmail, named)) return;
  const isStaff = (staff: readonly string[]) => staff.some((email) => sameEmail(email, named));
  const [care, staff] = await Promise.all([ports.store.getCare(resumeToken), ports.staffEmails()]);
  if (sameEmail(care?.owner, named) || isStaff(staff)) return;
  // A colleague made staff a moment ago is not refused on a list read before.
  if (isStaff(await ports.staffEmails(true))) return;
  throw AppError.validation(OWNER_NOT_STAFF_MESSAGE);
}

/**
 * PATCH /api/admin/prospects/{token}: owner and next follow-up date. A prospect nobody owns yet
 * becomes the signed-in staff member's when they change it without naming an owner; a named owner
 * must be a staff account, and a refused update changes nothing.
 */
export async function updateProspect(
  ports: ProspectPorts,
  resumeToken: string,
  update: ProspectUpdate,
  staffEmail: string | null,
): Promise<ProspectCare> {
  await requireProspect(ports, resumeToken);
  if (typeof update.owner === 'string') await assertStaffOwner(ports, resumeToken, update.owner, staffEmail);
  // Whether the prospect is unowned is the store's call, inside its conditional write: a read here
  // could be stale by the time the write lands and would replace an owner named meanwhile.
  const saved = await ports.store.saveCare(resumeToken, {
    ...(update.owner !== undefined ? { owner: update.owner } : {}),
    ...(update.owner === undefined && staffEmail ? { default_owner: staffEmail } : {}),
    ...(update.follow_up_on !== undefined ? { follow_up_on: update.follow_up_on } : {}),
  });
  return { owner: saved.owner, follow_up_on: saved.follow_up_on };
}

/**
 * GET /api/admin/prospects/follow-ups: due today in Lagos or overdue, soonest first. The index
 * finds them; each prospect's own item decides, since the index copy may lag a change.
 *
 * Read in batches, not one prospect at a time: every open dashboard asks again on each live change
 * to a prospect, and a list of 100 was up to 300 single reads (two batch reads of 100 keys now).
 */
export async function listFollowUps(ports: ProspectPorts): Promise<FollowUps> {
  const today = ports.lagosToday();
  const due = (await ports.store.listFollowUpsDueBy(today, FOLLOW_UPS_SHOWN)).map(
    ({ resume_token: resumeToken }) => resumeToken,
  );
  const [cares, onboardings] = await Promise.all([
    ports.store.getCaresOf(due),
    ports.store.getOnboardingsOf(due),
  ]);
  const stillDue = due.flatMap((resumeToken) => {
    const care = cares.get(resumeToken);
    const followUpOn = care?.follow_up_on;
    return followUpOn && followUpOn <= today ? [{ resumeToken, owner: care.owner, followUpOn }] : [];
  });
  const launchRequests = await ports.store.getLaunchRequestsOf(
    stillDue.map(({ resumeToken }) => resumeToken).filter((resumeToken) => !onboardings.has(resumeToken)),
  );
  const found = stillDue.map(({ resumeToken, owner, followUpOn }): FollowUp => {
    const journey = onboardings.get(resumeToken) ?? launchRequests.get(resumeToken);
    return {
      resume_token: resumeToken,
      name: journey?.name ?? null,
      email: journey?.email ?? null,
      business_name: journey?.business_name ?? null,
      owner,
      follow_up_on: followUpOn,
    };
  });
  return {
    today,
    items: found.sort(
      (a, b) => a.follow_up_on.localeCompare(b.follow_up_on) || a.resume_token.localeCompare(b.resume_token),
    ),
  };
}

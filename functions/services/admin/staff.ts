import type { StaffAnswer } from '../../domain/contracts/staff.ts';

export interface StaffPorts {
  /** The e-mails of the identity provider's `admins` group (Cognito ListUsersInGroup). */
  readonly adminEmails: () => Promise<readonly string[]>;
}

/** GET /api/admin/staff: each staff e-mail once, sorted, so the owner select reads the same every time. */
export async function listStaff(ports: StaffPorts): Promise<StaffAnswer> {
  const emails = new Set((await ports.adminEmails()).map((email) => email.trim().toLowerCase()));
  return { staff: [...emails].filter(Boolean).sort() };
}

/**
 * What PATCH /api/admin/prospects/{token} answers when it refuses an owner, written once: the
 * service raises it (functions/services/admin/prospect-care.ts) and the dashboard's toast shows it
 * as it comes (ApiError's message).
 */

/** 400: a prospect is owned by a staff account (the `admins` group), never by any e-mail (issue #28). */
export const OWNER_NOT_STAFF_MESSAGE =
  "owner: a prospect's owner must be one of the staff accounts. Choose one from the staff list.";

import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { AppError } from '../../domain/app-error.ts';
import { isAdminGroups } from '../../services/admin/authority.ts';
import { groupsOf, httpHandler, jwtClaims } from './http.ts';

/** Who is calling, from the claims the JWT authorizer verified. */
export interface SignedInCaller {
  readonly sub: string;
  readonly isAdmin: boolean;
}

/** 401 when the authorizer left no claims (it normally refuses first; this is the second lock). */
export function requireSignedIn(event: APIGatewayProxyEventV2, refused?: string): SignedInCaller {
  const claims = jwtClaims(event);
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') throw AppError.unauthorized(refused);
  return { sub, isAdmin: isAdminGroups(groupsOf(claims)) };
}

/**
 * Server-side admin authority for every admin call: 401 without verified claims, 403 unless
 * cognito:groups contains `admins`. Runs even though the route's authorizer already did.
 * `refused` is the route's own sentence for both (functions/domain/staff-refusals.ts), as the
 * staff screen shows it.
 */
export function requireAdmin(event: APIGatewayProxyEventV2, refused?: string): SignedInCaller {
  const caller = requireSignedIn(event, refused);
  if (!caller.isAdmin) throw AppError.forbidden(refused ?? 'Admin access is required.');
  return caller;
}

/**
 * An admin route: the group check first, then the use case. `refusedAs` words the check's refusal
 * for what the route serves (a list, a reveal), so the screen shows the server's sentence.
 */
export function adminHandler(
  run: (event: APIGatewayProxyEventV2, admin: SignedInCaller) => Promise<APIGatewayProxyResultV2>,
  refusedAs?: (event: APIGatewayProxyEventV2) => string | undefined,
) {
  return httpHandler(async (event) => run(event, requireAdmin(event, refusedAs?.(event))));
}

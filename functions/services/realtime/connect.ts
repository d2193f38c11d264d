import { AppError } from '../../domain/app-error.ts';
import { randomString } from '../../domain/ids.ts';

/** API Gateway closes a WebSocket after 2 hours at most, so a connection item never needs to outlive that. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;
/** Long enough to open the socket on a slow phone; short, because the ticket travels in a URL. */
export const LIVE_TICKET_TTL_SECONDS = 60;
const LIVE_TICKET_CHARS = 32;

/** A ticket as stored: who it was issued to and until when (epoch seconds). */
export interface StoredTicket {
  readonly userSub: string;
  readonly expiresAt: number;
}

export interface ConnectPorts {
  /** Consumes the ticket (single use) and answers what it held; undefined when unknown or used. */
  redeemTicket(ticket: string): Promise<StoredTicket | undefined>;
  saveConnection(connectionId: string, details: { userSub: string; ttl: number }): Promise<void>;
  removeConnection(connectionId: string): Promise<void>;
  /** Epoch milliseconds. */
  now(): number;
}

export interface TicketPorts {
  saveTicket(ticket: { ticket: string; userSub: string; expiresAt: number }): Promise<void>;
  now(): number;
}

/**
 * POST /api/admin/live-ticket: a browser cannot set headers on a WebSocket, and a bearer token in
 * the URL would land in access logs (issue #16). An admin, checked server-side from the verified
 * token's groups, gets a random ticket that opens one connection within a minute.
 */
export async function issueLiveTicket(
  ports: TicketPorts,
  caller: { sub: string; isAdmin: boolean },
): Promise<{ ticket: string; expires_at: string }> {
  if (!caller.isAdmin) throw AppError.forbidden('Admin access is required.');
  const expiresAt = Math.floor(ports.now() / 1000) + LIVE_TICKET_TTL_SECONDS;
  const ticket = randomString(LIVE_TICKET_CHARS);
  await ports.saveTicket({ ticket, userSub: caller.sub, expiresAt });
  return { ticket, expires_at: new Date(expiresAt * 1000).toISOString() };
}

/**
 * $connect (/ws?ticket=...): only an unused, unexpired ticket (issued to an admin) opens a socket
 * and so receives live refreshes. The old ?token= URL is refused outright.
 */
export async function admitAdminConnection(
  ports: ConnectPorts,
  request: { connectionId: string; ticket: string | undefined; token?: string | undefined },
): Promise<{ userSub: string }> {
  if (request.token !== undefined)
    throw AppError.unauthorized('Tokens in the URL are not accepted: ask for a live ticket.');
  const ticket = request.ticket?.trim();
  if (!ticket) throw AppError.unauthorized('Sign in to continue.');
  const stored = await ports.redeemTicket(ticket);
  if (!stored || stored.expiresAt * 1000 <= ports.now())
    throw AppError.unauthorized('This live ticket is not valid. Reload the page.');
  const ttl = Math.floor(ports.now() / 1000) + CONNECTION_TTL_SECONDS;
  await ports.saveConnection(request.connectionId, { userSub: stored.userSub, ttl });
  return { userSub: stored.userSub };
}

/** $disconnect: the socket is gone, so is its item. */
export async function forgetConnection(ports: ConnectPorts, connectionId: string): Promise<void> {
  await ports.removeConnection(connectionId);
}

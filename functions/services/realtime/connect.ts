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
  /** The site's own origin (`https://<domain>`; locally the product's URL): the only page that may open /ws. */
  siteOrigin(): string;
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

/** A page on another site tried to open the staff socket (issue #25). */
export const foreignOrigin = () => AppError.forbidden('Open the live connection from the staff dashboard.');

/**
 * Whether the handshake's Origin may open /ws. A browser always sends Origin on a WebSocket
 * handshake and a page cannot change it, so a foreign one is another site's page riding on a staff
 * member's ticket (cross-site WebSocket hijacking): refused. A handshake without Origin is not a
 * browser's; it could send any Origin it liked, so refusing it would protect nothing, and the ticket
 * still has to be valid.
 */
function originAllowed(origin: string | undefined, siteOrigin: () => string): boolean {
  return origin === undefined || origin.trim().toLowerCase() === siteOrigin().toLowerCase();
}

/**
 * $connect (/ws?ticket=...): only a handshake from the site's own pages, with an unused, unexpired
 * ticket (issued to an admin), opens a socket and so receives live refreshes. The origin is checked
 * first, so a refused handshake spends no ticket and records nothing. The old ?token= URL is
 * refused outright.
 */
export async function admitAdminConnection(
  ports: ConnectPorts,
  request: {
    connectionId: string;
    origin: string | undefined;
    ticket: string | undefined;
    token?: string | undefined;
  },
): Promise<{ userSub: string }> {
  if (!originAllowed(request.origin, () => ports.siteOrigin())) throw foreignOrigin();
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

import { isAdminGroups } from '../admin/authority.ts';

/** API Gateway closes a WebSocket after 2 hours at most, so a connection item never needs to outlive that. */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/** What the connect use case needs of a verified token. */
export interface VerifiedCaller {
  readonly sub: string;
  readonly groups: readonly string[];
}

export interface ConnectPorts {
  /** Resolves for a valid user pool token; rejects with `InvalidTokenError` for any refused token. */
  verifyToken(token: string): Promise<VerifiedCaller>;
  saveConnection(connectionId: string, details: { userSub: string; ttl: number }): Promise<void>;
  removeConnection(connectionId: string): Promise<void>;
  /** Epoch milliseconds. */
  now(): number;
}

/** The token is missing, forged, expired or for another app client. */
export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super('The token is not valid.');
    this.name = 'InvalidTokenError';
  }
}

/** Why a socket was not let in: 401 (no valid token) or 403 (valid, but not an admin). */
export class ConnectionRefusedError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectionRefusedError';
  }
}

/**
 * $connect: a browser cannot set headers on a WebSocket, so the token comes in the query string.
 * Only a verified token of an `admins` member gets a stored connection, and so live refreshes.
 */
export async function admitAdminConnection(
  ports: ConnectPorts,
  request: { connectionId: string; token: string | undefined },
): Promise<{ userSub: string }> {
  const token = request.token?.trim();
  if (!token) throw new ConnectionRefusedError(401, 'Sign in to continue.');
  let caller: VerifiedCaller;
  try {
    caller = await ports.verifyToken(token);
  } catch (error: unknown) {
    if (error instanceof InvalidTokenError) throw new ConnectionRefusedError(401, 'Sign in to continue.');
    throw error;
  }
  if (!isAdminGroups(caller.groups)) throw new ConnectionRefusedError(403, 'Admin access is required.');
  const ttl = Math.floor(ports.now() / 1000) + CONNECTION_TTL_SECONDS;
  await ports.saveConnection(request.connectionId, { userSub: caller.sub, ttl });
  return { userSub: caller.sub };
}

/** $disconnect: the socket is gone, so is its item. */
export async function forgetConnection(ports: ConnectPorts, connectionId: string): Promise<void> {
  await ports.removeConnection(connectionId);
}

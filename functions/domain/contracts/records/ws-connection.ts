import * as z from 'zod';
import { isoDateTime } from '../fields.ts';
import { builtOnFirstUse } from '../built-on-first-use.ts';

/** An open admin WebSocket (entity ws_connection). */
export const wsConnectionSchema = builtOnFirstUse(() =>
  z.object({
    connection_id: z.string(),
    user_sub: z.string(),
    connected_at: isoDateTime,
    /** Epoch seconds; past it the connection counts as closed even before DynamoDB removes it. */
    ttl: z.number().int(),
  }),
);
export type WsConnection = z.infer<typeof wsConnectionSchema>;

/**
 * The message group of a WhatsApp notification on the worker's FIFO queue (lib/whatsapp.ts).
 *
 * - A founder's messages: the founder's wa_id, so their messages are handled one at a time, in the
 *   order the webhook received them, and different founders' side by side. A founder who wrote
 *   "my partner's code is ref_…" and then "I want to build my platform" a moment later is sent the
 *   /launch link with the code only if the first message is stored before the second is answered;
 *   on a standard queue the two were handled at once, and the link sometimes went out without the
 *   code, so the partner was not credited.
 * - A status: a group of its own (its message's wamid). Statuses apply in any order, and one whose
 *   message is not stored yet is delivered again after the queue's visibility timeout: in the
 *   founder's group it would hold up their next messages for that long.
 * - Anything else (not JSON, not WhatsApp's shape): one group; such a notification is acknowledged,
 *   never retried, so it holds up nothing.
 *
 * Read without zod: the webhook's Lambda checks the signature and enqueues, and carries no parser.
 */

/** The group of a notification that names neither a founder's message nor a status. */
export const UNKNOWN_NOTIFICATION_GROUP = 'whatsapp';

type Json = { readonly [key: string]: unknown };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = (value: unknown): readonly Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/** SQS takes a group id of 1-128 printable ASCII characters without spaces. */
const MAX_GROUP_ID = 128;
const validGroupId = (value: string, room: number) => value.length <= room && /^[\x21-\x7e]+$/.test(value);

/**
 * A 53-bit hash (cyrb53) in base 36. Two values with one hash share a group, which only means they
 * are handled one after the other, so a small non-cryptographic hash does.
 */
function shortHash(value: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * `prefix` + the value as it is when SQS takes it, or + its hash when not (too long, spaces,
 * letters outside ASCII): never cut or stripped, so two different values never merge by accident.
 */
function groupId(prefix: string, value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const room = MAX_GROUP_ID - prefix.length;
  return prefix + (validGroupId(value, room) ? value : `#${shortHash(value)}`);
}

/** The values of every change of every entry, in the order Meta listed them. */
const changeValues = (body: Json): Json[] =>
  listOf(body.entry)
    .flatMap((entry) => listOf(entry.changes))
    .map((change) => change.value)
    .filter(isObject);

/** The founder's wa_id for their messages, `status-<wamid>` for a status, or UNKNOWN_NOTIFICATION_GROUP. */
export function whatsappMessageGroup(rawBody: string): string {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return UNKNOWN_NOTIFICATION_GROUP;
  }
  // Only what the worker reads (domain/whatsapp/notification.ts): anything else it acknowledges.
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return UNKNOWN_NOTIFICATION_GROUP;
  const values = changeValues(body);
  for (const value of values) {
    for (const message of listOf(value.messages)) {
      const founder = groupId('', message.from);
      if (founder) return founder;
    }
  }
  for (const value of values) {
    for (const status of listOf(value.statuses)) {
      const wamid = groupId('status-', status.id);
      if (wamid) return wamid;
    }
  }
  return UNKNOWN_NOTIFICATION_GROUP;
}

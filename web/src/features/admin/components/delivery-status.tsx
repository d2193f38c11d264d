import type { ChatSessionRecord } from '../admin-api.ts';

type Line = ChatSessionRecord['conversation_data'][number];

/** Who wrote a staff line (issue #30). */
export const staffLabel = (line: Line) => (line.staff_email ? `Staff (${line.staff_email})` : 'Staff');

/** WhatsApp reported the message failed: the founder never got it (issue #30). */
export function NotDelivered({ status }: { status: Line['delivery_status'] }) {
  if (status !== 'failed') return null;
  return (
    <span className="ml-2 rounded-full bg-danger-700 px-2 py-0.5 text-xs font-semibold text-white">
      Not delivered
    </span>
  );
}

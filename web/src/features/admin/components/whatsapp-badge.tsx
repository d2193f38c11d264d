import type { ChatChannel } from '@domain/chat-session.ts';
import { Badge } from '../../../components/ui/badge.tsx';

/** Marks a conversation that happens on WhatsApp rather than in the site's widget (issue #30). */
export function WhatsappBadge({ channel }: { channel: ChatChannel | null | undefined }) {
  if (channel !== 'whatsapp') return null;
  return (
    <Badge variant="secondary" title="This conversation happens on WhatsApp">
      WhatsApp
    </Badge>
  );
}

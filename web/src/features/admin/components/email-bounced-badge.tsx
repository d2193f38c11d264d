import { Badge } from '../../../components/ui/badge.tsx';

/**
 * Shown next to an address SES reported a bounce or a complaint for (issue #25): mail to it no
 * longer arrives, and after a hard bounce or a complaint the product stops sending (RUNBOOK.md).
 */
export function EmailBouncedBadge({ bounced }: { bounced: boolean }) {
  if (!bounced) return null;
  return (
    <Badge
      variant="destructive"
      title="Mail to this address bounced or was marked as spam; the product no longer mails it"
    >
      E-mail bounced
    </Badge>
  );
}

/** The message a partner sends founders on WhatsApp, with their link at the end (where WhatsApp makes it tappable). */
export const WHATSAPP_SHARE_TEXT =
  'I recommend Quarter for launching a ready-made business platform in Nigeria. Start here:';

/** wa.me with the text and no number: WhatsApp asks whom to send it to. */
export function whatsAppShareUrl(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${WHATSAPP_SHARE_TEXT} ${link}`)}`;
}

/**
 * Puts `text` on the clipboard. The async Clipboard API needs a secure context and permission;
 * where it is missing or refused (plain http on a LAN address, older WebViews) the text in
 * `fallbackField` is selected and copied the old way. Resolves false when both fail, so the page
 * can tell the visitor to copy by hand.
 */
export async function copyText(text: string, fallbackField?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused or unavailable: try the selection fallback below.
  }
  if (!fallbackField) return false;
  fallbackField.focus();
  fallbackField.select();
  try {
    // Deprecated but still the only synchronous copy where the Clipboard API is missing.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

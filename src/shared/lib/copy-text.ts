/**
 * Puts text on the clipboard; true when it is there. The Clipboard API first; where it is missing (a page not served
 * securely) or refused (some in-app browsers, Telegram's among them on some phones), the older copy command on a
 * selected hidden field, which those browsers still allow during a tap.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused: the older way below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

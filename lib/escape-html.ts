/** Text made safe inside HTML, as element content or a quoted attribute value. */
const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  // Most text has nothing to escape (search highlighting calls this for every piece of every hit).
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIALS, (c) => ENTITIES[c]!) : text;
}

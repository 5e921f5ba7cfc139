/**
 * Renders a highlighted value from the search API (HTML-escaped text with <mark> tags around matches) as React
 * text and <mark> elements, never as HTML.
 */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {value.split(/(<mark>[\s\S]*?<\/mark>)/).map((part, i) =>
        part.startsWith('<mark>') ? (
          <mark key={i} className="search-mark">
            {decode(part.slice(6, -7))}
          </mark>
        ) : (
          decode(part)
        ),
      )}
    </>
  );
}

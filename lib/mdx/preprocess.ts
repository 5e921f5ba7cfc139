/**
 * Source-level rewrites before parsing. Docusaurus lets editors write an admonition title after the type
 * (`:::tip Pro tip`); remark-directive only understands `:::tip[Pro tip]`. Explicit heading ids
 * (`## Title {#id}`) would be read as MDX expressions, so their braces are escaped. Code fences are left alone.
 * A shared-fact include (`{{fact:name}}`, lib/facts.ts) is normally replaced before parsing; tools that parse
 * a page's raw file (the code-example extractor) see it escaped as plain text, so line numbers stay those of the file.
 */

const HEADING_ID = /^(#{1,6}\s.*?)\s*\{#([A-Za-z0-9_-]+)\}\s*$/;
const ADMONITION_LINE = /^(\s*:::)(note|tip|info|warning|danger|caution)[ \t]+([^[{\s].*?)\s*$/;

export function preprocessMdx(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fenceMatch) {
        const marker = fenceMatch[1]!;
        if (fence === null) fence = marker;
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
        return line;
      }
      if (fence !== null) return line;
      const text = line.replace(/\{\{fact:[a-z0-9-]+\}\}/g, (token) => token.replace(/[{}]/g, '\\$&'));
      const heading = HEADING_ID.exec(text);
      if (heading) return `${heading[1]} \\{#${heading[2]}\\}`;
      const admonition = ADMONITION_LINE.exec(text);
      if (!admonition) return text;
      const title = admonition[3]!.replace(/[[\]]/g, '');
      return `${admonition[1]}${admonition[2]}[${title}]`;
    })
    .join('\n');
}

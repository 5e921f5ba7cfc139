/**
 * Source-level rewrites before parsing. Docusaurus lets editors write an admonition title after the type
 * (`:::tip Pro tip`); remark-directive only understands `:::tip[Pro tip]`. Explicit heading ids
 * (`## Title {#id}`) would be read as MDX expressions, so their braces are escaped. Code fences are left alone.
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
      const heading = HEADING_ID.exec(line);
      if (heading) return `${heading[1]} \\{#${heading[2]}\\}`;
      const admonition = ADMONITION_LINE.exec(line);
      if (!admonition) return line;
      const title = admonition[3]!.replace(/[[\]]/g, '');
      return `${admonition[1]}${admonition[2]}[${title}]`;
    })
    .join('\n');
}

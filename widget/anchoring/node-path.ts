/**
 * An element's address on the page (the contract's `nodeId`): a CSS path from the nearest element with an id (or
 * from <html>), one `tag:nth-of-type(n)` step per level. Ids are CSS-escaped, so any id the page uses works.
 */

/** CSS.escape as the CSSOM spec defines it (also where the browser's is missing, as in jsdom). */
export function cssEscape(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const char = value.charAt(i);
    const code = value.charCodeAt(i);
    if (code === 0) out += '\uFFFD';
    else if (
      (code >= 0x1 && code <= 0x1f) ||
      code === 0x7f ||
      (i === 0 && code >= 0x30 && code <= 0x39) ||
      (i === 1 && code >= 0x30 && code <= 0x39 && value.charCodeAt(0) === 0x2d)
    ) {
      out += `\\${code.toString(16)} `;
    } else if (i === 0 && value.length === 1 && code === 0x2d) out += `\\${char}`;
    else if (code >= 0x80 || code === 0x2d || code === 0x5f || /[0-9A-Za-z]/.test(char)) out += char;
    else out += `\\${char}`;
  }
  return out;
}

export function cssPath(element: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.id) {
      steps.unshift(`#${cssEscape(node.id)}`);
      break;
    }
    const tag = node.localName;
    const parent: Element | null = node.parentElement;
    if (!parent) {
      steps.unshift(tag);
      break;
    }
    const sameTag = Array.from(parent.children).filter((child) => child.localName === tag);
    steps.unshift(sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(node) + 1})` : tag);
  }
  return steps.join(' > ');
}

export function resolvePath(path: string, root: ParentNode = document): Element | null {
  if (!path) return null;
  try {
    return root.querySelector(path);
  } catch {
    return null;
  }
}

/**
 * The element a path would be under if it does not resolve: its longest leading part that resolves (the steps
 * are joined by ' > ', which an escaped id never contains). Null when not even the first step resolves.
 */
export function nearestResolvedAncestor(path: string, root: ParentNode = document): Element | null {
  const steps = path.split(' > ');
  for (let length = steps.length - 1; length > 0; length--) {
    const element = resolvePath(steps.slice(0, length).join(' > '), root);
    if (element) return element;
  }
  return null;
}

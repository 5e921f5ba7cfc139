/**
 * The actions shown by a guide's title: copy the page as Markdown, view the Markdown, or open the page in an
 * assistant with a prompt that carries its address. The addresses are made here; the menu is a client leaf (an
 * island of the guide's static HTML: components/docs/guide-main.tsx).
 */
import { CONNECT_GUIDE_PATH, CONNECT_SECTION_ID } from '@/lib/content/mcp-install-snippets';
import { markdownPath } from '@/lib/content/markdown-pages';
import { absoluteUrl } from '@/lib/site-config';
import type { PageActionsMenuProps } from './page-actions.client';

/** Where "Connect to your editor" leads: the MCP guide's section with each client's snippet. */
export const CONNECT_EDITOR_HREF = `${CONNECT_GUIDE_PATH}#${CONNECT_SECTION_ID}`;

/** The links of the page actions for the page at `path`: the menu's props. */
export function pageActionLinks(path: string): PageActionsMenuProps {
  const prompt = encodeURIComponent(`Read ${absoluteUrl(path)} and answer questions about it.`);
  return {
    markdownHref: markdownPath(path),
    chatGptHref: `https://chatgpt.com/?hints=search&q=${prompt}`,
    claudeHref: `https://claude.ai/new?q=${prompt}`,
    connectHref: CONNECT_EDITOR_HREF,
  };
}

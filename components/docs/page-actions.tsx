/**
 * The actions shown by a guide's title: copy the page as Markdown, view the Markdown, or open the page in an
 * assistant with a prompt that carries its address. The addresses are made here; the menu is a client leaf.
 */
import { CONNECT_GUIDE_PATH, CONNECT_SECTION_ID } from '@/lib/content/mcp-install-snippets';
import { markdownPath } from '@/lib/content/markdown-pages';
import { absoluteUrl } from '@/lib/site-config';
import { PageActionsMenu } from './page-actions.client';

/** The links of the page actions for the page at `path`. */
export function pageActionLinks(path: string): {
  markdownHref: string;
  chatGptHref: string;
  claudeHref: string;
} {
  const prompt = encodeURIComponent(`Read ${absoluteUrl(path)} and answer questions about it.`);
  return {
    markdownHref: markdownPath(path),
    chatGptHref: `https://chatgpt.com/?hints=search&q=${prompt}`,
    claudeHref: `https://claude.ai/new?q=${prompt}`,
  };
}

/** Where "Connect to your editor" leads: the MCP guide's section with each client's snippet. */
export const CONNECT_EDITOR_HREF = `${CONNECT_GUIDE_PATH}#${CONNECT_SECTION_ID}`;

const ITEM_CLASS =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-[var(--fg)] no-underline hover:bg-[var(--bg-muted)] focus:bg-[var(--bg-muted)]';

export function PageActions({ path }: { path: string }) {
  return (
    <PageActionsMenu {...pageActionLinks(path)}>
      {/* A plain link rendered here: the menu's keyboard handling finds it by its role. */}
      <a role="menuitem" tabIndex={-1} href={CONNECT_EDITOR_HREF} className={ITEM_CLASS}>
        Connect to your editor
      </a>
    </PageActionsMenu>
  );
}

/**
 * The actions shown by a guide's title: copy the page as Markdown, view the Markdown, or open the page in an
 * assistant with a prompt that carries its address. The addresses are made here; the menu is a client leaf.
 */
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

export function PageActions({ path }: { path: string }) {
  return <PageActionsMenu {...pageActionLinks(path)} />;
}

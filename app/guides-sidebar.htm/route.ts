/**
 * The docs sidebar with no page's state (lib/content/sidebar-html.ts), built with the site: fetched by a guide
 * reached by a client-side navigation from a page without the sidebar (components/docs/docs-sidebar.client.tsx).
 */
import { getDocsSite } from '@/lib/content';
import { sidebarHtml } from '@/lib/content/sidebar-html';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(sidebarHtml(getDocsSite().sidebar), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}

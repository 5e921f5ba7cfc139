/**
 * @jest-environment jsdom
 */
// Which clicks on plain site links (the sidebar's, the static prose's) the router takes over.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { routedHref } from '@/components/layout/routed-links.client';
import { SiteLink } from '@/components/layout/site-link';

function clickOn(html: string, init: MouseEventInit = {}, prevented = false): string | null {
  document.body.innerHTML = html;
  const target = document.querySelector('span') ?? document.querySelector('a')!;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  if (prevented) event.preventDefault();
  return routedHref(event);
}

describe('routedHref', () => {
  beforeAll(() => window.history.replaceState(null, '', '/guides/overview/vision'));

  it.each([
    [
      'a routed site link',
      '<a data-routed href="/guides/overview/the-primitives">x</a>',
      {},
      '/guides/overview/the-primitives',
    ],
    ['a click on text inside it', '<a data-routed href="/guides/a#b"><span>x</span></a>', {}, '/guides/a#b'],
    [
      'the current page (as next/link does)',
      '<a data-routed href="/guides/overview/vision">x</a>',
      {},
      '/guides/overview/vision',
    ],
  ])('routes %s', (_name, html, init, expected) => {
    expect(clickOn(html, init)).toBe(expected);
  });

  it.each([
    ['a link without data-routed', '<a href="/guides/a">x</a>', {}],
    ['a modified click (new tab)', '<a data-routed href="/guides/a">x</a>', { ctrlKey: true }],
    ['a middle click', '<a data-routed href="/guides/a">x</a>', { button: 1 }],
    ['a link with a target', '<a data-routed target="_blank" href="/guides/a">x</a>', {}],
    ['a download', '<a data-routed download href="/guides/a">x</a>', {}],
    ['another origin', '<a data-routed href="https://example.com/guides/a">x</a>', {}],
    ['an anchor on this page', '<a data-routed href="#section">x</a>', {}],
  ])('leaves %s to the browser', (_name, html, init) => {
    expect(clickOn(html, init)).toBeNull();
  });

  it('leaves a click something else already handled', () => {
    expect(clickOn('<a data-routed href="/guides/a">x</a>', {}, true)).toBeNull();
  });
});

describe('SiteLink', () => {
  // Site links outside the static HTML (the home page's cards, content pages' links) are routed anchors too: no
  // next/link component to hydrate, their pages prefetched in view only once the page is idle (RoutedLinks).
  it.each([
    [
      'a card link',
      { href: '/guides/overview', className: 'card' },
      '<a href="/guides/overview" class="card" data-routed="" data-prefetch="visible">x</a>',
    ],
    [
      'a link to a section of another page',
      { href: '/release-notes#v2' },
      '<a href="/release-notes#v2" data-routed="" data-prefetch="visible">x</a>',
    ],
    [
      'a link not prefetched in view',
      { href: '/guides', prefetch: false },
      '<a href="/guides" data-routed="">x</a>',
    ],
  ])('renders %s as a routed anchor', (_name, props, html) => {
    const markup = renderToStaticMarkup(createElement(SiteLink, props, 'x'));
    expect(markup).toBe(html);
    document.body.innerHTML = markup;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    Object.defineProperty(event, 'target', { value: document.querySelector('a') });
    expect(routedHref(event)).toBe(props.href);
  });
});

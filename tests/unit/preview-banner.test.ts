/** The preview banner: configured text, the default on Vercel previews, and none on production builds. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { previewBannerText } from '@/lib/preview';

describe('previewBannerText', () => {
  it.each([
    ['a production build', {}, null],
    ['a Vercel production deployment', { VERCEL_ENV: 'production' }, null],
    [
      'a Vercel preview',
      { VERCEL_ENV: 'preview', VERCEL_GIT_COMMIT_REF: 'fix-typo' },
      'You are reading a preview of the branch fix-typo: it may differ from the published documentation.',
    ],
    ['configured text', { PREVIEW_BANNER: 'Staging copy' }, 'Staging copy'],
    ['configured off on a preview', { PREVIEW_BANNER: 'off', VERCEL_ENV: 'preview' }, null],
  ])('%s', (_name, env, expected) => {
    expect(previewBannerText(env)).toBe(expected);
  });

  it('renders as a labelled note, and nothing without text', () => {
    expect(renderToStaticMarkup(createElement(PreviewBanner, { text: 'Staging copy' }))).toBe(
      '<div role="note" aria-label="Preview" class="preview-banner">Staging copy</div>',
    );
    expect(renderToStaticMarkup(createElement(PreviewBanner, { text: null }))).toBe('');
  });
});

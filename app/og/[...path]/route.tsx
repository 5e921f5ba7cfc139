// Each page's Open Graph image (1200×630 PNG): the page's title, its section and the site's name, drawn at
// build time by Next's ImageResponse with the font it ships (no network). `/og/guides/primitives/atoms.png`;
// the pages and their sections come from lib/content/page-cards.ts, which also writes the tags that name them.
import { ImageResponse } from 'next/og';
import { OG_IMAGE_SIZE, ogImagePath, pageCards } from '@/lib/content/page-cards';
import { siteConfig } from '@/lib/site-config';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): { path: string[] }[] {
  return [...pageCards().keys()].map((path) => ({
    path: ogImagePath(path).split('/').filter(Boolean).slice(1),
  }));
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const address = `/og/${(await params).path.join('/')}`;
  const card = [...pageCards().values()].find((page) => ogImagePath(page.path) === address);
  if (!card) return new Response('Not found\n', { status: 404 });
  const title = clip(card.title, 90);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #111318 0%, #1c2140 100%)',
        color: '#e8eaf0',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 34, color: '#a4aeff' }}>
        <div style={{ width: 44, height: 44, borderRadius: 22, background: '#8f9bff' }} />
        {siteConfig.title}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 30, textTransform: 'uppercase', letterSpacing: 3, color: '#a9b0bf' }}>
          {card.section}
        </div>
        <div style={{ fontSize: title.length > 48 ? 60 : 76, lineHeight: 1.1, fontWeight: 700 }}>{title}</div>
        {card.description && (
          <div style={{ fontSize: 28, lineHeight: 1.35, color: '#a9b0bf' }}>
            {clip(card.description, 150)}
          </div>
        )}
      </div>
      <div style={{ fontSize: 26, color: '#a9b0bf' }}>{siteConfig.url.replace(/^https:\/\//, '')}</div>
    </div>,
    OG_IMAGE_SIZE,
  );
}

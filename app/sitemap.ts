import type { MetadataRoute } from 'next';
import { allDocRoutes, getDocsSite } from '@/lib/content';
import { absoluteUrl } from '@/lib/site-config';

export default function sitemap(): MetadataRoute.Sitemap {
  return ['/', ...allDocRoutes(getDocsSite())].map((path) => ({ url: absoluteUrl(path) }));
}

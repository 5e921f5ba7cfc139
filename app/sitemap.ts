import type { MetadataRoute } from 'next';
import { allDocRoutes, getDocsSite } from '@/lib/content';
import { STATIC_PAGE_ROUTES } from '@/lib/pages/routes';
import { absoluteUrl } from '@/lib/site-config';

export default function sitemap(): MetadataRoute.Sitemap {
  return [...STATIC_PAGE_ROUTES, ...allDocRoutes(getDocsSite())].map((path) => ({ url: absoluteUrl(path) }));
}

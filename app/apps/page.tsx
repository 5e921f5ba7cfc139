import { AppsDirectory } from '@/components/pages/apps-directory';
import { StaticPage, staticPageMetadata } from '@/components/pages/static-page';
import { DATA_PAGES } from '@/lib/pages/routes';

const { title: APPS_TITLE, description: DESCRIPTION } = DATA_PAGES['/apps'];

export const metadata = staticPageMetadata('/apps');

export default function AppsPage() {
  return (
    <StaticPage title={APPS_TITLE} lead={DESCRIPTION}>
      <AppsDirectory />
    </StaticPage>
  );
}

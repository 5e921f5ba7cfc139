import { AppsDirectory } from '@/components/pages/apps-directory';
import { StaticPage, staticPageMetadata } from '@/components/pages/static-page';

const APPS_TITLE = 'Apps';
const DESCRIPTION = 'Applications built on Intuition: explorers, tools and integrations you can use today.';

export const metadata = staticPageMetadata('/apps', APPS_TITLE, DESCRIPTION);

export default function AppsPage() {
  return (
    <StaticPage title={APPS_TITLE} lead={DESCRIPTION}>
      <AppsDirectory />
    </StaticPage>
  );
}

import { ContentPage, contentPageMetadata } from '@/components/pages/content-page';

export const generateMetadata = () => contentPageMetadata('/getting-started');

export default function Page() {
  return <ContentPage route="/getting-started" />;
}

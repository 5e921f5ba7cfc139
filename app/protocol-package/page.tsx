import { ContentPage, contentPageMetadata } from '@/components/pages/content-page';

export const generateMetadata = () => contentPageMetadata('/protocol-package');

export default function Page() {
  return <ContentPage route="/protocol-package" />;
}

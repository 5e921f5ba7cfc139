import { ContentPage, contentPageMetadata } from '@/components/pages/content-page';

export const generateMetadata = () => contentPageMetadata('/graphql-package');

export default function Page() {
  return <ContentPage route="/graphql-package" />;
}

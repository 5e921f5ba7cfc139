import { ContentPage, contentPageMetadata } from '@/components/pages/content-page';

export const generateMetadata = () => contentPageMetadata('/graphql/read/atoms');

export default function Page() {
  return <ContentPage route="/graphql/read/atoms" />;
}

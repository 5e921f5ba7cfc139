import { ContentPage, contentPageMetadata } from '@/components/pages/content-page';

export const generateMetadata = () => contentPageMetadata('/sdks/graphql-sdk');

export default function Page() {
  return <ContentPage route="/sdks/graphql-sdk" />;
}

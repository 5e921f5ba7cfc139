import { ContentPage, contentPageMetadata } from '@/components/pages/content-page';

export const generateMetadata = () => contentPageMetadata('/sdks/protocol-sdk');

export default function Page() {
  return <ContentPage route="/sdks/protocol-sdk" />;
}

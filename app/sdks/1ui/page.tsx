import { ContentPage, contentPageMetadata } from '@/components/pages/content-page';

export const generateMetadata = () => contentPageMetadata('/sdks/1ui');

export default function Page() {
  return <ContentPage route="/sdks/1ui" />;
}

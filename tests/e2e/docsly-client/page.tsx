/**
 * The unmodified Docsly v1.8 client (@docsly/react, the release whose version our protocol names:
 * WIDGET_PROTOCOL_VERSION in widget/protocol.ts) as a host site embeds it, on the docs' widget API. The page that
 * loads this bundle names the API and the project in `window.DOCSLY`.
 */
import DocslyWrapper from '@docsly/react';
import { createRoot } from 'react-dom/client';

const { baseURL, publicId } = (window as unknown as { DOCSLY: { baseURL: string; publicId: string } }).DOCSLY;

createRoot(document.getElementById('docsly')!).render(
  <DocslyWrapper publicId={publicId} pathname={location.pathname} baseURL={baseURL} />,
);

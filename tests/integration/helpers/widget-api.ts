/** A test client for the widget API: sends the x-sparkle-* headers the real widget sends. */
import { API_BASE_PATH, WIDGET_PROTOCOL_VERSION } from '@/widget/contract';
import type { RunningServer } from './server';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface WidgetClientOptions {
  /** Page the visitor is on. @defaultValue `${server.url}/guides/overview` */
  page?: string;
  publicId?: string;
  origin?: string;
  cookie?: string;
  ip?: string;
}

export function widgetClient(server: RunningServer, options: WidgetClientOptions = {}) {
  const page = options.page ?? `${server.url}/guides/overview`;
  const publicId = options.publicId ?? 'intuition-docs';
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    'x-sparkle-from': page,
    'x-sparkle-version': WIDGET_PROTOCOL_VERSION,
    'x-sparkle-public-id': publicId,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...extra,
  });
  async function answer<T>(response: Response): Promise<ApiAnswer<T>> {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: body as T, headers: response.headers };
  }
  return {
    page,
    async get<T = unknown>(
      endpoint: string,
      extraHeaders: Record<string, string> = {},
    ): Promise<ApiAnswer<T>> {
      const pathname = new URL(page).pathname;
      const query = new URLSearchParams({ publicId, pathname, version: WIDGET_PROTOCOL_VERSION });
      return answer<T>(
        await fetch(`${server.url}${API_BASE_PATH}/${endpoint}?${query}`, { headers: headers(extraHeaders) }),
      );
    },
    async post<T = unknown>(
      endpoint: string,
      body: unknown,
      extraHeaders: Record<string, string> = {},
    ): Promise<ApiAnswer<T>> {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      return answer<T>(
        await fetch(`${server.url}${API_BASE_PATH}/${endpoint}`, {
          method: 'POST',
          headers: headers({ 'content-type': 'application/json', ...extraHeaders }),
          body: raw,
        }),
      );
    },
  };
}

export const pointMetadata = {
  nodeId: 'main > article > div.markdown > p:nth-of-type(2)',
  x: 120,
  y: 40,
  xRelativeToParent: 0.2,
  yRelativeToParent: 0.5,
  elementDimensions: { width: 640, height: 80 },
  pageTitle: 'Overview | Intuition Documentation',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Test',
  screenWidth: 1440,
  screenHeight: 900,
  devicePixelRatio: 2,
  selectedText: '',
};

/** A test client for the widget API: sends the x-sparkle-* headers the real widget sends. */
import * as v from 'valibot';
import {
  addCommentResponse,
  API_BASE_PATH,
  commentList,
  errorResponse,
  okResponse,
  projectSettings,
  teamMemberResponse,
  WIDGET_PROTOCOL_VERSION,
} from '@/widget/contract';
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

/** What each endpoint answers: the contract's response schemas, which the widget's client parses with too. */
const RESPONSES: Record<string, v.GenericSchema> = {
  'get-project-settings': projectSettings,
  'get-team-member': teamMemberResponse,
  'get-comments-public': commentList,
  'get-comments': commentList,
  measure: okResponse,
  'add-comment': addCommentResponse,
  'add-feedback': okResponse,
  'update-comment-status': okResponse,
};

/**
 * Checks an answer against the contract: a 200 must match the endpoint's response schema, an error must be
 * `{error}`. A mismatch fails the test that made the call.
 */
function checkAgainstContract(endpoint: string, status: number, body: unknown): void {
  if (status === 304 || status === 204) return;
  const schema = status < 400 ? RESPONSES[endpoint] : errorResponse;
  if (!schema) return;
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    const issues = parsed.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`);
    throw new Error(`${endpoint} answered ${status} outside the wire contract: ${issues.join('; ')}`);
  }
}

/** The widget runs in readers' browsers: its requests carry a browser's User-Agent (Node's `node` is a program's). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export function widgetClient(server: RunningServer, options: WidgetClientOptions = {}) {
  const page = options.page ?? `${server.url}/guides/overview`;
  const publicId = options.publicId ?? 'intuition-docs';
  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    'user-agent': BROWSER_USER_AGENT,
    'x-sparkle-from': page,
    'x-sparkle-version': WIDGET_PROTOCOL_VERSION,
    'x-sparkle-public-id': publicId,
    ...(options.origin ? { origin: options.origin } : {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...extra,
  });
  async function answer<T>(endpoint: string, response: Response): Promise<ApiAnswer<T>> {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    checkAgainstContract(endpoint, response.status, body);
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
        endpoint,
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
        endpoint,
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

/**
 * The Docsly-compatible comment and feedback widget. Mount it once; it loads its settings first and shows
 * nothing until they arrive, when they fail, when the project is off, or on narrow screens unless allowMobile.
 *
 * It starts in small tasks: this module (the settings query and the error boundary) is what the page's dynamic
 * import evaluates; the widget itself (toolbox, markers, panels: ./ui/active-widget) is a chunk of its own,
 * fetched and evaluated once the settings say it is on, and the toaster another (./ui/notify.ts), fetched when
 * the widget is idle or at its first toast.
 */
'use client';

import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  type ComponentType,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ErrorInfo,
} from 'react';
import { createWidgetClient } from './api/client';
import { createWidgetQueryClient } from './api/fetch-timing';
import { settingsQuery } from './api/queries';
import type { CommentUser } from './contract';
import { API_BASE_PATH } from './protocol';
import { WIDGET_ROOT_ATTRIBUTE } from './anchoring/text-nodes';
import type { WidgetEventName } from './ui/active-widget';
import { useHostTheme, useMinWidth } from './ui/hooks';
import { loadToaster, toasterRequested } from './ui/notify';
import { retryableLazy, RetryBoundary } from './ui/retryable-import';
import './styles.css';

export type { WidgetEventName };

const ActiveWidget = retryableLazy(() => import('./ui/active-widget').then((module) => module.ActiveWidget));
/**
 * The toaster, rendered from the code `loadToaster` fetched (./ui/notify): a chunk that failed is left out, and the
 * toaster of a later attempt (the next toast's) is rendered once it arrives; the widget works without its notices.
 */
function DeferredToaster({ theme }: { theme: 'light' | 'dark' }) {
  const [Toaster, setToaster] = useState<ComponentType<{ theme: 'light' | 'dark' }> | null>(null);
  useEffect(() => {
    let current = true;
    loadToaster().then(
      (module) => {
        if (current) setToaster(() => module.default);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return Toaster ? <Toaster theme={theme} /> : null;
}

export interface DocsWidgetProps {
  publicId: string;
  pathname: string;
  baseURL?: string;
  /** A host-signed user token (JWT) or a user object this server returned. */
  user?: string | CommentUser | null;
  getUserToken?: () => string | null | undefined | Promise<string | null | undefined>;
  onEvent?: (name: WidgetEventName, value: string | boolean) => void;
  /** Where generated avatars come from: `${avatarBaseURL}/<seed>`. */
  avatarBaseURL?: string;
}

export const MOBILE_BREAKPOINT = 760;

function Gate(props: DocsWidgetProps) {
  const { publicId, baseURL = API_BASE_PATH } = props;
  const client = useMemo(() => createWidgetClient({ baseURL, publicId }), [baseURL, publicId]);
  const settings = useQuery(settingsQuery(client, publicId));
  const wide = useMinWidth(MOBILE_BREAKPOINT);
  const theme = useHostTheme();
  const toaster = useSyncExternalStore(
    toasterRequested.subscribe,
    toasterRequested.get,
    toasterRequested.getServer,
  );
  // The settings arrive through react-query's external store, whose updates React renders at once, in one task:
  // deferred, the widget's first render is a background render that React splits into small tasks.
  const data = useDeferredValue(settings.data);
  if (!data || data.status !== 'on') return null;
  // Narrower than the breakpoint without allowMobile, the widget is hidden, not unmounted: resizing across
  // the breakpoint must not remount it (which would count another page view).
  const hidden = !wide && !data.allowMobile;
  return (
    <div hidden={hidden}>
      <Suspense fallback={null}>
        <ActiveWidget
          {...props}
          client={client}
          settings={data}
          hidden={hidden}
          avatarBase={props.avatarBaseURL ?? '/api/avatar'}
        />
      </Suspense>
      {toaster && <DeferredToaster theme={theme} />}
    </div>
  );
}

/** What replaces the widget after it failed: on a developer's machine only, the error and a way to try again. */
function WidgetError({ error, retry }: { error: Error; retry: () => void }) {
  if (!['localhost', '127.0.0.1'].includes(window.location.hostname)) return null;
  return (
    <div role="alert" className="dw:fixed dw:bottom-4 dw:left-4 dw:rounded dw:bg-surface dw:p-3 dw:elevated">
      <p>Something went wrong:</p>
      <pre className="dw:text-xs dw:whitespace-pre-wrap">{error.message}</pre>
      <button type="button" onClick={retry} className="dw:underline">
        Try again
      </button>
    </div>
  );
}

const logCrash = (error: Error, info: ErrorInfo) =>
  console.error('Comment widget crashed', error, info.componentStack);

export function DocsWidget(props: DocsWidgetProps) {
  const [queryClient] = useState(createWidgetQueryClient);
  const rootProps = { [WIDGET_ROOT_ATTRIBUTE]: '' };
  // A landmark of its own, so that its toolbox and panels are inside one (axe's `region`), wherever it is mounted.
  return (
    <aside aria-label="Comments and feedback" {...rootProps}>
      {/* After a failure (a chunk that could not be fetched among them), "Try again" or the next page renders the
          widget anew, fetching what failed again. */}
      <RetryBoundary
        fallback={(retry, error) => <WidgetError error={error} retry={retry} />}
        onError={logCrash}
        resetKey={props.pathname}
      >
        <QueryClientProvider client={queryClient}>
          <Gate {...props} />
        </QueryClientProvider>
      </RetryBoundary>
    </aside>
  );
}

/**
 * Code fetched on demand that can be fetched again after it failed. A dynamic import that fails (a dropped
 * connection, a blocker, a deploy that replaced the files) must not fail for good: React.lazy keeps the rejected
 * promise of its first attempt, so an error boundary's "Try again" re-throws it without asking the network, and a
 * loader memoised with `promise ??= import(...)` does the same. Everything the site and the widget load on demand
 * goes through one of these two instead (the widget's panels and toaster, the search modal and its AI mode, the
 * query runner, the diagrams, the comment widget itself): the code, once it arrived, is kept; a failure is not,
 * so the next attempt asks again (the bundler's chunk loader requests a chunk anew once it has given up on it).
 * The one other, the /search page's results (next/dynamic, rendered in the browser only), fails into the page's
 * error box, whose Retry loads the page again for a failed chunk (components/layout/use-retry.ts).
 *
 * Shared by the widget (which imports nothing from the site) and the site, like ./idle.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place React.lazy is wrapped
import { lazy } from 'react';
import {
  Component,
  createContext,
  createElement,
  useContext,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';

/**
 * A loader for `load`: the first call starts it and every call while it is in flight or after it succeeded
 * shares its promise; after a failure (the caller sees it) the next call starts it again.
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = null;
      });
    }
    return pending;
  };
}

/** How many times the nearest RetryBoundary has rendered its part again. */
const RetryAttempt = createContext(0);

/**
 * React.lazy whose import is tried again after it failed: the failed attempt's error reaches the nearest error
 * boundary as with React.lazy (and again at every render until that boundary resets); once a RetryBoundary renders
 * its part again, the component is a fresh lazy one, which imports anew. A component that arrived is kept, whatever
 * the boundary does. `load` resolves to the component itself (`import('./x').then((m) => m.X)`).
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const importOnce = retryableImport(() => load().then((component) => ({ default: component })));
  interface Try {
    attempt: number;
    component: ComponentType<P>;
    failed: boolean;
  }
  let current: Try | null = null;
  const start = (attempt: number): Try => {
    const entry: Try = {
      attempt,
      failed: false,
      component: lazy(() =>
        importOnce().catch((error: unknown) => {
          entry.failed = true;
          throw error;
        }),
      ),
    };
    return entry;
  };
  function RetryableLazy(props: P) {
    const attempt = useContext(RetryAttempt);
    if (!current || (current.failed && current.attempt !== attempt)) current = start(attempt);
    return createElement(current.component, props);
  }
  return RetryableLazy;
}

export interface RetryBoundaryProps {
  children: ReactNode;
  /** What is shown instead of the children after they failed; `retry` renders them again. */
  fallback: (retry: () => void, error: Error) => ReactNode;
  /** Told of each failure (to log it). */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** A change of this value renders the children again by itself (e.g. the page's address). */
  resetKey?: unknown;
}

/**
 * An error boundary with a retry: the part it wraps, when it failed, is replaced by `fallback` until `retry` (or a
 * new `resetKey`) renders it again; with retryableLazy inside, that fetches a failed chunk anew.
 */
export class RetryBoundary extends Component<
  RetryBoundaryProps,
  { error: Error | null; resetKey: unknown; attempt: number }
> {
  state = { error: null as Error | null, resetKey: this.props.resetKey, attempt: 0 };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  static getDerivedStateFromProps(props: RetryBoundaryProps, state: { resetKey: unknown; attempt: number }) {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey, attempt: state.attempt + 1 };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }
  retry = () => this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  render() {
    const { error, attempt } = this.state;
    if (error) return this.props.fallback(this.retry, error);
    return createElement(RetryAttempt.Provider, { value: attempt }, this.props.children);
  }
}

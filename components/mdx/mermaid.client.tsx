'use client';
/**
 * A Mermaid diagram, drawn in the browser. The mermaid library (large) is imported only when a diagram comes
 * within 300 px of the viewport, so pages without diagrams never download it and pages with one below the
 * fold don't pay for it before they are interactive. Space is reserved from the chart's size so the swap to
 * the drawing happens without shifting what the reader is looking at. Redraws when the theme changes.
 *
 * Readable at every width: the drawing keeps its natural size (labels at the body text's 16 px) and scrolls
 * sideways when wider than the column, and "Open full size" shows it in a dialog as large as the window allows.
 *
 * Stable addresses for comments: the figure's id comes from the chart's text (not from where React rendered
 * it), and every id inside the drawing starts with it. Until the drawing is there the figure is aria-busy, so
 * the comment widget keeps a comment made on the drawing pending instead of detaching it, and places it again
 * once the drawing appears.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { keepTabInside } from '@/components/layout/keep-tab-inside';
import { isChunkLoadError } from '@/components/layout/use-retry';
import { retryableImport } from '@/widget/ui/retryable-import';

const subscribeTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const getTheme = () => document.documentElement.getAttribute('data-theme') ?? 'light';

/** A rough height for the placeholder: diagrams grow with their number of statements. */
export function estimateDiagramHeight(chart: string): number {
  const statements = chart.split('\n').filter((line) => line.trim() !== '').length;
  const vertical = /^\s*(flowchart|graph)\s+(TD|TB|BT)/m.test(chart) || /^\s*sequenceDiagram/m.test(chart);
  const perStatement = vertical ? 44 : 26;
  return Math.max(140, Math.min(640, 60 + statements * perStatement));
}

/** `mermaid-<FNV-1a hash of the chart>`: the same on every load of the page, however it was reached. */
export function diagramId(chart: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < chart.length; i++) {
    hash ^= chart.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `mermaid-${(hash >>> 0).toString(36)}`;
}

/** The natural width of a drawing, from its viewBox (mermaid sets width="100%", which would shrink it). */
export function naturalWidth(svg: string): number | undefined {
  const viewBox = /viewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+[\d.]+"/.exec(svg);
  return viewBox ? Math.ceil(Number(viewBox[1])) : undefined;
}

interface Drawing {
  svg?: string;
  error?: string;
  /** The library's code could not be fetched: the chart's text is shown with a way to try again. */
  unavailable?: boolean;
  theme?: string;
}

/** The library, fetched once (again after a failed fetch). */
const loadMermaid = retryableImport(() => import('mermaid').then((module) => module.default));

export function Mermaid({ chart }: { chart: string }) {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light');
  const figureRef = useRef<HTMLElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [id, setId] = useState(() => diagramId(chart));
  const [near, setNear] = useState(false);
  const [result, setResult] = useState<Drawing>({});
  const [overflows, setOverflows] = useState(false);
  const [fullSize, setFullSize] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const figure = figureRef.current;
    if (!figure) return;
    // The same chart twice on a page: the second gets a suffix (ids must be unique).
    if (document.querySelectorAll(`figure[id="${id}"]`).length > 1) {
      setId(`${id}-${[...document.querySelectorAll(`figure[id^="${id}"]`)].indexOf(figure) + 1}`);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(figure);
    return () => observer.disconnect();
  }, [id]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    loadMermaid()
      .then(
        async (mermaid) => {
          mermaid.initialize({
            startOnLoad: false,
            theme: theme === 'dark' ? 'dark' : 'default',
            securityLevel: 'strict',
            themeVariables: { fontSize: '16px' },
          });
          const { svg } = await mermaid.render(`${id}-svg`, chart);
          if (!cancelled) setResult({ svg, theme });
        },
        () => {
          if (!cancelled) setResult({ unavailable: true });
        },
      )
      .catch((error: unknown) => {
        if (cancelled) return;
        // A diagram type's own chunk that could not be fetched is a fetch to try again, not a chart in error.
        if (error instanceof Error && isChunkLoadError(error)) setResult({ unavailable: true });
        else setResult({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [near, chart, id, theme, attempt]);

  // The drawing area is a tab stop only when it scrolls (so the keyboard can scroll it).
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const measure = () => setOverflows(scroller.scrollWidth > scroller.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    measure();
    return () => observer.disconnect();
  }, [result.svg]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (fullSize && dialog && !dialog.open) dialog.showModal();
  }, [fullSize]);

  if (result.error) {
    return (
      <pre className="mermaid-diagram" role="img" aria-label="Diagram (could not be drawn)">
        {chart}
      </pre>
    );
  }
  const width = result.svg ? naturalWidth(result.svg) : undefined;
  const drawing = result.svg ? { __html: result.svg } : undefined;
  return (
    <figure
      ref={figureRef}
      id={id}
      className="mermaid-diagram"
      aria-busy={!result.svg}
      data-mermaid={result.svg ? 'rendered' : result.unavailable ? 'unavailable' : 'pending'}
      data-mermaid-theme={result.theme}
      style={
        result.svg
          ? ({ '--diagram-width': width ? `${width}px` : 'auto' } as React.CSSProperties)
          : { minHeight: estimateDiagramHeight(chart) }
      }
    >
      {result.unavailable ? (
        <>
          <pre className="m-0 overflow-x-auto" tabIndex={0}>
            {chart}
          </pre>
          <p className="m-0 mt-2" role="alert">
            The diagram could not be drawn: its code did not load.
          </p>
          <button
            type="button"
            className="mermaid-open"
            onClick={() => {
              setResult({});
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </>
      ) : drawing ? (
        <>
          <div
            ref={scrollRef}
            className="mermaid-scroll"
            role="img"
            aria-label="Diagram"
            tabIndex={overflows ? 0 : undefined}
            dangerouslySetInnerHTML={drawing}
          />
          <button type="button" className="mermaid-open" onClick={() => setFullSize(true)}>
            Open full size
          </button>
          {fullSize && (
            <dialog
              ref={dialogRef}
              className="mermaid-dialog"
              aria-label="Diagram, full size"
              onClose={() => setFullSize(false)}
              onKeyDown={(event) => keepTabInside(dialogRef.current, event)}
              onClick={(event) => {
                if (event.target === event.currentTarget) dialogRef.current?.close();
              }}
            >
              <div className="mermaid-dialog-bar">
                <button type="button" onClick={() => dialogRef.current?.close()} autoFocus>
                  Close
                </button>
              </div>
              <div
                className="mermaid-dialog-drawing"
                role="img"
                aria-label="Diagram"
                tabIndex={0}
                dangerouslySetInnerHTML={drawing}
              />
            </dialog>
          )}
        </>
      ) : (
        <span className="sr-only">Diagram loading</span>
      )}
    </figure>
  );
}

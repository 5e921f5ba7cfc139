'use client';
/**
 * A Mermaid diagram, drawn in the browser. The mermaid library (large) is imported only when a diagram comes
 * within 300 px of the viewport, so pages without diagrams never download it and pages with one below the
 * fold don't pay for it before they are interactive. Space is reserved from the chart's size so the swap to
 * the drawing happens without shifting what the reader is looking at. Redraws when the theme changes.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

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

export function Mermaid({ chart }: { chart: string }) {
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light');
  const figureRef = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [result, setResult] = useState<{ svg?: string; error?: string; theme?: string }>({});

  useEffect(() => {
    const figure = figureRef.current;
    if (!figure) return;
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
  }, []);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({
          startOnLoad: false,
          theme: theme === 'dark' ? 'dark' : 'default',
          securityLevel: 'strict',
        });
        const { svg } = await mermaid.render(id, chart);
        if (!cancelled) setResult({ svg, theme });
      })
      .catch((error: unknown) => {
        if (!cancelled) setResult({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [near, chart, id, theme]);

  if (result.error) {
    return (
      <pre className="mermaid-diagram" role="img" aria-label="Diagram (could not be drawn)">
        {chart}
      </pre>
    );
  }
  return (
    <figure
      ref={figureRef}
      className="mermaid-diagram"
      role="img"
      aria-label="Diagram"
      data-mermaid={result.svg ? 'rendered' : 'pending'}
      data-mermaid-theme={result.theme}
      style={result.svg ? undefined : { minHeight: estimateDiagramHeight(chart) }}
    >
      {result.svg ? (
        <div dangerouslySetInnerHTML={{ __html: result.svg }} />
      ) : (
        <span className="sr-only">Diagram loading</span>
      )}
    </figure>
  );
}

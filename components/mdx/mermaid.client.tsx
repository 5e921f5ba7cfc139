'use client';
/**
 * A Mermaid diagram, drawn in the browser. The mermaid library is imported on demand, so only pages that
 * contain a diagram ever download it; it redraws when the theme changes.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';

const subscribeTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const getTheme = () => document.documentElement.getAttribute('data-theme') ?? 'light';

export function Mermaid({ chart }: { chart: string }) {
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light');
  const [result, setResult] = useState<{ svg?: string; error?: string }>({});

  useEffect(() => {
    let cancelled = false;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({
          startOnLoad: false,
          theme: theme === 'dark' ? 'dark' : 'default',
          securityLevel: 'strict',
        });
        const { svg } = await mermaid.render(id, chart);
        if (!cancelled) setResult({ svg });
      })
      .catch((error: unknown) => {
        if (!cancelled) setResult({ error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [chart, id, theme]);

  if (result.error) {
    return (
      <pre className="mermaid-diagram" role="img" aria-label="Diagram (could not be drawn)">
        {chart}
      </pre>
    );
  }
  return (
    <figure
      className="mermaid-diagram"
      role="img"
      aria-label="Diagram"
      data-mermaid={result.svg ? 'rendered' : 'pending'}
    >
      {result.svg ? (
        <div dangerouslySetInnerHTML={{ __html: result.svg }} />
      ) : (
        <span className="sr-only">Loading diagram</span>
      )}
    </figure>
  );
}

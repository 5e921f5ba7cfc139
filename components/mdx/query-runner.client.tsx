'use client';

/**
 * The GraphQL query runner: pick one of the page's examples (or write your own), edit the query and its
 * variables, choose an endpoint, and run it. The answer is shown as JSON; GraphQL errors and network failures
 * are reported as such.
 */
import { useId, useState } from 'react';
import { GRAPHQL_ENDPOINTS as ENDPOINTS } from '@/lib/site-config';

interface Example {
  label: string;
  query: string;
  variables: string;
}

/** The page's GraphQL examples: each graphql code block, named by the heading above it, with the JSON
 * "Variables" block that follows it, if any. */
function pageExamples(): Example[] {
  const blocks = [...document.querySelectorAll<HTMLElement>('.code-block[data-language="graphql"]')];
  return blocks.map((block, i) => {
    let heading = '';
    for (let node: Element | null = block.previousElementSibling; node; node = node.previousElementSibling) {
      if (/^H[23]$/.test(node.tagName)) {
        heading = (node.textContent ?? '').replace(/#$/, '').trim();
        break;
      }
    }
    const next = block.nextElementSibling;
    const variables =
      next?.matches('.code-block[data-language="json"]') && /variables/i.test(next.textContent ?? '')
        ? (next.querySelector('code')?.textContent ?? '')
        : '';
    return {
      label: heading || `Example ${i + 1}`,
      query: block.querySelector('code')?.textContent ?? '',
      variables: variables.trim(),
    };
  });
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; status: number; ms: number; body: string; graphqlErrors: number }
  | { kind: 'failed'; message: string };

export function QueryRunnerPanel() {
  const id = useId();
  const [examples] = useState(pageExamples);
  const [example, setExample] = useState(0);
  const [query, setQuery] = useState(examples[0]?.query ?? '{\n  stats {\n    total_atoms\n  }\n}');
  const [variables, setVariables] = useState(examples[0]?.variables ?? '');
  const [endpoint, setEndpoint] = useState(ENDPOINTS[0]!.url);
  const [custom, setCustom] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const choose = (index: number) => {
    setExample(index);
    setQuery(examples[index]?.query ?? '');
    setVariables(examples[index]?.variables ?? '');
    setOutcome({ kind: 'idle' });
  };

  const run = async () => {
    let parsed: unknown = undefined;
    if (variables.trim()) {
      try {
        parsed = JSON.parse(variables);
      } catch {
        setOutcome({ kind: 'failed', message: 'The variables are not valid JSON.' });
        return;
      }
    }
    const url = endpoint === 'custom' ? custom.trim() : endpoint;
    if (!/^https?:\/\//.test(url)) {
      setOutcome({ kind: 'failed', message: 'Enter the endpoint as an http(s) URL.' });
      return;
    }
    setOutcome({ kind: 'running' });
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: parsed }),
      });
      const text = await response.text();
      let body = text;
      let graphqlErrors = 0;
      try {
        const json = JSON.parse(text) as { errors?: unknown[] };
        graphqlErrors = Array.isArray(json.errors) ? json.errors.length : 0;
        body = JSON.stringify(json, null, 2);
      } catch {
        // not JSON: shown as it came
      }
      setOutcome({
        kind: 'done',
        status: response.status,
        ms: Math.round(performance.now() - started),
        body,
        graphqlErrors,
      });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: `The request did not reach ${url} (${error instanceof Error ? error.message : 'network error'}). Check the address and your connection.`,
      });
    }
  };

  return (
    <section className="query-runner not-prose" aria-label="Query runner">
      <div className="query-runner-row">
        {examples.length > 0 && (
          <div className="query-runner-field">
            <label htmlFor={`${id}-example`}>Example</label>
            <select
              id={`${id}-example`}
              value={example}
              onChange={(event) => choose(Number(event.target.value))}
            >
              {examples.map((item, i) => (
                <option key={i} value={i}>
                  {item.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="query-runner-field">
          <label htmlFor={`${id}-endpoint`}>Endpoint</label>
          <select
            id={`${id}-endpoint`}
            value={endpoint}
            onChange={(event) => setEndpoint(event.target.value)}
          >
            {ENDPOINTS.map((item) => (
              <option key={item.url} value={item.url}>
                {item.label} ({item.url})
              </option>
            ))}
            <option value="custom">Another endpoint…</option>
          </select>
        </div>
        {endpoint === 'custom' && (
          <div className="query-runner-field">
            <label htmlFor={`${id}-url`}>Endpoint URL</label>
            <input
              id={`${id}-url`}
              type="url"
              value={custom}
              placeholder="http://localhost:8080/v1/graphql"
              onChange={(event) => setCustom(event.target.value)}
            />
          </div>
        )}
      </div>
      <label htmlFor={`${id}-query`}>Query</label>
      <textarea
        id={`${id}-query`}
        value={query}
        rows={Math.min(18, query.split('\n').length + 1)}
        spellCheck={false}
        onChange={(event) => setQuery(event.target.value)}
      />
      <label htmlFor={`${id}-variables`}>Variables (JSON)</label>
      <textarea
        id={`${id}-variables`}
        value={variables}
        rows={Math.min(8, variables.split('\n').length + 1)}
        spellCheck={false}
        onChange={(event) => setVariables(event.target.value)}
      />
      <div className="query-runner-row">
        <button
          type="button"
          className="query-runner-open"
          onClick={run}
          disabled={outcome.kind === 'running'}
        >
          {outcome.kind === 'running' ? 'Running…' : 'Run'}
        </button>
        <p role="status" className="m-0 text-sm">
          {outcome.kind === 'done' &&
            (outcome.graphqlErrors > 0
              ? `GraphQL error (${outcome.graphqlErrors}) · HTTP ${outcome.status} · ${outcome.ms} ms`
              : `HTTP ${outcome.status} · ${outcome.ms} ms`)}
        </p>
      </div>
      {outcome.kind === 'failed' && (
        <p role="alert" className="query-runner-error">
          {outcome.message}
        </p>
      )}
      {outcome.kind === 'done' && (
        <pre className="query-runner-result" aria-label="Result" tabIndex={0}>
          <code>{outcome.body}</code>
        </pre>
      )}
    </section>
  );
}

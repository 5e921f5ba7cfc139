import type React from 'react';
import { installSnippets } from '@/lib/content/mcp-install-snippets';

/**
 * `<ConnectDocsMcp />`: how to connect Claude Code, Cursor, VS Code and Claude Desktop to the docs' own MCP
 * server, one snippet per client (lib/content/mcp-install-snippets.ts, built from the site's address). Server-rendered,
 * no script; its Markdown form is in lib/content/markdown.ts.
 */
const CODE_COLOURS = {
  '--shiki-light': '#1f2328',
  '--shiki-dark': '#e6edf3',
  '--shiki-light-bg': '#ffffff',
  '--shiki-dark-bg': '#0d1117',
} as React.CSSProperties;

export function ConnectDocsMcp() {
  return (
    <div className="connect-docs-mcp">
      {installSnippets().map((snippet) => (
        <section key={snippet.client} aria-label={`Connect ${snippet.client}`}>
          <h4 id={snippet.anchor} className="mt-6 text-base font-semibold">
            {snippet.client}
          </h4>
          <p>{renderInlineCode(snippet.where)}</p>
          {/* The markup and colours of the site's own code blocks (no highlighting: plain commands and JSON). */}
          <div className="code-block" data-language={snippet.language}>
            <div className="code-block-content">
              <pre
                className="shiki shiki-themes github-light-default github-dark-default"
                style={CODE_COLOURS}
                tabIndex={0}
              >
                <code>
                  {snippet.code.split('\n').map((line, i, lines) => (
                    <span key={i} className="line">
                      {line}
                      {i < lines.length - 1 ? '\n' : ''}
                    </span>
                  ))}
                </code>
              </pre>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}

/** `a \`b\` c` with the backticked parts as <code>. */
function renderInlineCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

import { installSnippets } from '@/lib/content/mcp-install-snippets';

/**
 * `<ConnectDocsMcp />`: how to connect Claude Code, Cursor, VS Code and Claude Desktop to the docs' own MCP
 * server, one snippet per client (lib/content/mcp-install-snippets.ts, built from the site's address). Server-rendered,
 * no script; its Markdown form is in lib/content/markdown.ts.
 */
export function ConnectDocsMcp() {
  return (
    <div className="connect-docs-mcp">
      {installSnippets().map((snippet) => (
        <section key={snippet.client} aria-label={`Connect ${snippet.client}`}>
          <h3 className="mt-6 text-base font-semibold">{snippet.client}</h3>
          <p>{renderInlineCode(snippet.where)}</p>
          <pre tabIndex={0} className="overflow-x-auto">
            <code className={`language-${snippet.language}`}>{snippet.code}</code>
          </pre>
        </section>
      ))}
    </div>
  );
}

/** `a \`b\` c` with the backticked parts as <code>. */
function renderInlineCode(text: string) {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));
}

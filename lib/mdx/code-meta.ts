/**
 * Code-block options editors write after the language, Docusaurus style:
 *   ```ts title="client.ts" {1,3-5} showLineNumbers npm2yarn
 * and the in-code markers `// highlight-next-line`, `// highlight-start` … `// highlight-end`
 * (also with `#` or `--` comment syntax), which are removed from the shown code.
 *
 * ```ts run blocks are compiled like ```ts check and executed against a local Intuition network in `npm test`
 * (tests/chain/run-examples.test.ts). Their stated outcome is asserted between `// outcome-start` and
 * `// outcome-end`: those lines run but are hidden on the page unless the block's options say `showOutcome`.
 * `setup="rewards-claimable"` names the chain state the run starts from (lib/chain/example-fixtures.ts), and
 * `args="atom:TypeScript"` the command-line arguments it gets (fixture term ids; comma-separated), and
 * `env="I_ATOM_ID=atom:I"` its environment variables.
 */

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  npm2yarn: boolean;
  /** A ```ts run block: compiled, then executed against the local Intuition network in `npm test`. */
  run: boolean;
  /** Show the block's `// outcome-start` … `// outcome-end` assertions on the page. */
  showOutcome: boolean;
  /** `setup="…"`: a named chain state a ```ts run block starts from. */
  runSetup?: string;
  /** `args="a,b"`: command-line arguments of a ```ts run block. */
  runArgs: string[];
  /** `env="NAME=value,…"`: environment variables of a ```ts run block (values resolved like `args`). */
  runEnv: [string, string][];
}

export function parseRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) continue;
    const start = Number(range[1]);
    const end = range[2] ? Number(range[2]) : start;
    for (let n = start; n <= Math.min(end, start + 5000); n++) lines.add(n);
  }
  return lines;
}

/** The value of `name="…"` (or '…', or unquoted) in a block's options. */
function option(text: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)'|(\\S+))`).exec(text);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The options with their quoted values blanked, so a word inside a value is not taken for a flag. */
export function metaFlags(text: string): string {
  return text.replace(/=(?:"[^"]*"|'[^']*'|\S+)/g, '=');
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const flags = metaFlags(text);
  const title = option(text, 'title');
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  return {
    title,
    highlightLines: ranges ? parseRanges(ranges[1]!) : new Set(),
    showLineNumbers: /\bshowLineNumbers\b/.test(flags),
    npm2yarn: /\bnpm2yarn\b/.test(flags),
    run: /(^|\s)run(\s|$)/.test(flags),
    showOutcome: /\bshowOutcome\b/.test(flags),
    runSetup: option(text, 'setup'),
    runArgs: (option(text, 'args') ?? '')
      .split(',')
      .map((arg) => arg.trim())
      .filter(Boolean),
    runEnv: (option(text, 'env') ?? '')
      .split(',')
      .map((pair) => /^\s*([A-Z_][A-Z0-9_]*)=(.*?)\s*$/.exec(pair))
      .filter((pair): pair is RegExpExecArray => pair !== null)
      .map((pair): [string, string] => [pair[1]!, pair[2]!]),
  };
}

const MARKER = /^\s*(?:\/\/|#|--|\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/|-->)?\s*$/;
const OUTCOME_MARKER = /^\s*\/\/\s*outcome-(start|end)\s*$/;

/**
 * Removes highlight markers and returns the code with the 1-based line numbers they select. The outcome markers
 * of ```ts run blocks are removed too, and the lines between them unless `showOutcome`.
 */
export function applyHighlightComments(
  code: string,
  initial: Set<number>,
  showOutcome = false,
): { code: string; lines: Set<number> } {
  const out: string[] = [];
  const lines = new Set(initial);
  let nextLine = false;
  let inBlock = false;
  let inOutcome = false;
  for (const line of code.split('\n')) {
    const outcome = OUTCOME_MARKER.exec(line);
    if (outcome) {
      inOutcome = outcome[1] === 'start';
      continue;
    }
    if (inOutcome && !showOutcome) continue;
    const marker = MARKER.exec(line);
    if (marker) {
      if (marker[1] === 'next-line') nextLine = true;
      else inBlock = marker[1] === 'start';
      continue;
    }
    out.push(line);
    if (nextLine || inBlock) lines.add(out.length);
    nextLine = false;
  }
  return { code: out.join('\n'), lines };
}

/** npm commands → the yarn and pnpm equivalents, for install tabs. */
export function npmToYarnAndPnpm(command: string): { npm: string; yarn: string; pnpm: string } {
  const convert = (tool: 'yarn' | 'pnpm') =>
    command
      .split('\n')
      .map((line) =>
        line
          .replace(/^(\s*)npm (?:install|i|add)(\s+(?:--save-dev|-D))((?:\s+\S+)+)\s*$/, `$1${tool} add -D$3`)
          .replace(/^(\s*)npm (?:install|i)\s*$/, `$1${tool} install`)
          .replace(/^(\s*)npm (?:install|i|add)((?:\s+\S+)+)\s*$/, `$1${tool} add$2`)
          .replace(/^(\s*)npm (?:uninstall|remove|rm)\b/, `$1${tool} remove`)
          .replace(/^(\s*)npm run\s+/, tool === 'yarn' ? '$1yarn ' : '$1pnpm run ')
          .replace(/^(\s*)npx\s+/, tool === 'yarn' ? '$1yarn dlx ' : '$1pnpm dlx ')
          .replace(/--save-dev\b/g, '-D'),
      )
      .join('\n');
  return { npm: command, yarn: convert('yarn'), pnpm: convert('pnpm') };
}

/**
 * npm run reader -- export <sub> [--visitor <id>] [--project <publicId>] [--out <file>]
 *   Writes everything stored about one reader (the identity `sub` their comments carry) as JSON: to --out, or to
 *   standard output. --visitor adds their votes (the widget's visitor id from their browser).
 * npm run reader -- erase <sub> [--visitor <id>] [--project <publicId>]
 *   Erases it: the identity, its comments and replies (a thread others replied to keeps its place as
 *   "[deleted]"), address hashes, holds and counters, and with --visitor their votes. The moderation log records
 *   that it happened and the counts. Export first: nothing erased can be brought back.
 */
import fs from 'node:fs';
import { widgetPublicId } from '../lib/env';
import { executeAdminCommand, fail } from './admin-client';

const USAGE =
  'usage: npm run reader -- export|erase <sub> [--visitor <id>] [--project <publicId>] [--out <file>]';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main() {
  const [action, sub, ...rest] = process.argv.slice(2);
  if ((action !== 'export' && action !== 'erase') || !sub || sub.startsWith('--')) throw new Error(USAGE);
  const request = {
    projectId: option(rest, '--project') ?? widgetPublicId(),
    sub,
    visitorId: option(rest, '--visitor'),
  };
  if (action === 'export') {
    const { reader } = await executeAdminCommand({ command: 'reader-export', ...request });
    const text = `${JSON.stringify(reader, null, 2)}\n`;
    const out = option(rest, '--out');
    if (out) {
      fs.writeFileSync(out, text, { mode: 0o600 });
      console.log(`Exported the reader's data to ${out}.`);
    } else process.stdout.write(text);
    return;
  }
  const { erased } = (await executeAdminCommand({ command: 'reader-erase', ...request })) as {
    erased: { comments: number; keptAsDeleted: number; votes: number };
  };
  console.log(
    `Erased reader ${sub}: ${erased.comments} comments, ${erased.keptAsDeleted} threads kept as "[deleted]", ${erased.votes} votes.`,
  );
}

main().catch(fail);

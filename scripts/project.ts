/**
 * npm run project -- set <publicId> key=value [key=value ...]
 *   Changes a widget project's settings (creating the project if needed). Keys: status (on|off),
 *   onlyAuth (true|false), allowMobile (true|false), plan (starter|pro|business), allowedOrigins (comma list),
 *   moderation (after|before), maxLinks, blockedWords and blockedDomains (comma lists), duplicatePages, spamHoldHours.
 */
import { executeAdminCommand, fail } from './admin-client';

const USAGE = 'usage: npm run project -- set <publicId> key=value [key=value ...]';

async function main() {
  const [command, publicId, ...pairs] = process.argv.slice(2);
  if (command !== 'set' || !publicId || pairs.length === 0) throw new Error(USAGE);
  // Own properties, whatever the key ("__proto__" included): the command's schema judges them.
  const settings = Object.fromEntries(
    pairs.map((pair) => {
      const index = pair.indexOf('=');
      if (index <= 0) throw new Error(`"${pair}" is not key=value\n${USAGE}`);
      return [pair.slice(0, index), pair.slice(index + 1)];
    }),
  ) as Record<string, string>;
  const result = (await executeAdminCommand({ command: 'project-set', publicId, settings })) as {
    project: Record<string, unknown>;
  };
  console.log(`Project ${publicId} updated:`, JSON.stringify(result.project));
}

main().catch(fail);

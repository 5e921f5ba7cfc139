/**
 * npm run team -- add <email> --name "<name>"
 *   Adds a team member (moderator). Prints a generated one-time password, or takes the password from standard
 *   input when one is piped in: echo "$PASSWORD" | npm run team -- add ada@example.com --name "Ada".
 */
import { generatePassword } from '../lib/team/passwords';
import { executeAdminCommand, fail } from './admin-client';

const USAGE = 'usage: npm run team -- add <email> --name "<name>"   (pipe a password on stdin to choose it)';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  const nameIndex = rest.indexOf('--name');
  const name = nameIndex >= 0 ? rest[nameIndex + 1] : undefined;
  if (command !== 'add' || !email || !name) throw new Error(USAGE);
  const piped = await readStdin();
  const password = piped || generatePassword();
  const result = (await executeAdminCommand({ command: 'team-add', email, name, password })) as {
    member: { email: string; name: string };
  };
  console.log(`Added team member ${result.member.name} <${result.member.email}>.`);
  if (!piped) console.log(`One-time password (shown once; share it privately): ${password}`);
}

main().catch(fail);

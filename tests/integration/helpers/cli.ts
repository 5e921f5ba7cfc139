/** Runs the project's command-line tools the way a person would (npm run team / project / db:*). */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from './server';

export function runCli(
  script: 'team' | 'project' | 'reader' | 'db-backup' | 'db-restore',
  args: string[],
  env: Record<string, string>,
  stdin?: string,
) {
  const result = spawnSync(
    path.join(REPO, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', `scripts/${script}.ts`, ...args],
    {
      cwd: REPO,
      env: { ...process.env, ...env },
      input: stdin ?? '',
      encoding: 'utf8',
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ status: number; cookie?: string }> {
  const response = await fetch(`${url}/api/team/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    redirect: 'manual',
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const match = /docs_team_session=([^;]+)/.exec(setCookie);
  return { status: response.status, cookie: match ? `docs_team_session=${match[1]}` : undefined };
}

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runCli, signIn } from './helpers/cli';
import { REPO, startServer, tempDataDir } from './helpers/server';
import { widgetClient } from './helpers/widget-api';

describe('command-line tools with the embedded database and no server running', () => {
  it('migrates, adds a team member and changes a project; a server started later sees both', async () => {
    const env = { PGLITE_DATA_DIR: tempDataDir('cli'), DATABASE_URL: '' };
    const migrate = spawnSync(
      path.join(REPO, 'node_modules/.bin/tsx'),
      ['--conditions=react-server', 'scripts/db-migrate.ts'],
      {
        cwd: REPO,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );
    expect(migrate.stdout).toContain('Migrations applied (pglite).');
    const added = runCli(
      'team',
      ['add', 'offline@example.com', '--name', 'Offline'],
      env,
      'an offline password',
    );
    expect(added.stdout).toContain('Added team member Offline <offline@example.com>.');
    const project = runCli('project', ['set', 'intuition-docs', 'allowMobile=true', 'plan=starter'], env);
    expect(project.status).toBe(0);

    const server = await startServer(env);
    try {
      expect((await widgetClient(server).get('get-project-settings')).body).toEqual({
        status: 'on',
        onlyAuth: false,
        allowMobile: true,
        plan: 'starter',
      });
      expect((await signIn(server.url, 'offline@example.com', 'an offline password')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

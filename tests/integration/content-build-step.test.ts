import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempFolder } from './helpers/server';

const repo = path.resolve(__dirname, '../..');
const tsx = path.join(repo, 'node_modules/.bin/tsx');
const script = path.join(repo, 'scripts/check-content.ts');

/** Runs the build's content step (npm prebuild) in a folder holding the given content/guides files. */
function runContentStep(files: Record<string, string>) {
  const cwd = tempFolder('build');
  for (const [name, text] of Object.entries(files)) {
    const full = path.join(cwd, 'content/guides', name);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return spawnSync(tsx, ['--conditions=react-server', script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

const page = (fm: string, body = 'Text.\n') => `---\n${fm}\n---\n\n${body}`;

describe('the content step of the build', () => {
  it('fails with the file and field named when frontmatter is invalid', () => {
    const result = runContentStep({
      'guides.mdx': page('title: Home\ndescription: Root.'),
      'area/bad.mdx': page('title: Bad\ndescription: A page.\nsidebar_position: first'),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/guides/area/bad.mdx: invalid frontmatter: field "sidebar_position"',
    );
  });

  it('reports broken links and anchors as warnings without failing', () => {
    const result = runContentStep({
      'guides.mdx': page(
        'title: Home\ndescription: Root.',
        'See [a](/guides/area/a#missing) and [b](/guides/area/b).\n',
      ),
      'area/a.mdx': page('title: A\ndescription: Page A.', '## Present\n'),
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(
      'warning: content/guides/guides.mdx:6: link to /guides/area/a#missing: no heading with that id',
    );
    expect(result.stderr).toContain(
      'warning: content/guides/guides.mdx:6: link to /guides/area/b: no such page',
    );
    expect(result.stderr).toContain('2 link warning(s)');
  });

  it('excludes drafts from production builds', () => {
    const result = runContentStep({
      'guides.mdx': page('title: Home\ndescription: Root.', 'See [draft](/guides/area/draft).\n'),
      'area/draft.mdx': page('title: Draft\ndescription: Not ready.\ndraft: true'),
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('link to /guides/area/draft: no such page');
  });
});

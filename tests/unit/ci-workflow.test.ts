/**
 * The GitHub Actions workflow is valid YAML and runs what .ci/run runs, on every push and pull request, with a
 * Postgres service container whose address the tests receive.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(__dirname, '../..');

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<
    string,
    {
      'runs-on': string;
      services?: Record<string, { image: string; ports: string[]; env?: Record<string, string> }>;
      env?: Record<string, string>;
      steps: { uses?: string; run?: string; with?: Record<string, unknown> }[];
    }
  >;
}

const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8')) as Workflow;
const job = workflow.jobs.test!;

describe('.github/workflows/ci.yml', () => {
  it('runs on every push and pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
  });

  it('runs .ci/run, which runs the README test command on the newest Node.js line', () => {
    expect(job.steps.map((s) => s.run).filter(Boolean)).toEqual(['bash .ci/run']);
    expect(fs.readFileSync(path.join(root, '.ci/run'), 'utf8')).toMatch(/^\s*newest\) npm test ;;$/m);
    expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('npm test');
  });

  it('gives the tests a Postgres service container at the address in TEST_POSTGRES_URL', () => {
    const postgres = job.services!.postgres!;
    expect(postgres.image).toMatch(/^postgres:\d+/);
    const [hostPort] = postgres.ports[0]!.split(':');
    const url = new URL(job.env!.TEST_POSTGRES_URL!);
    expect(url.port).toBe(hostPort);
    expect(decodeURIComponent(url.password)).toBe(postgres.env!.POSTGRES_PASSWORD);
  });

  it('runs one job per supported Node.js line, the lines .ci/run runs by default', () => {
    const workflowText = fs.readFileSync(path.join(root, '.github/workflows/ci.yml'), 'utf8');
    const matrix = (
      parse(workflowText) as { jobs: { test: { strategy: { matrix: Record<string, string[]> } } } }
    ).jobs.test.strategy.matrix;
    expect(matrix['node-line']).toEqual(['newest', 'oldest']);
    expect(job.env!.CI_NODE_LINES).toBe('${{ matrix.node-line }}');
    expect(fs.readFileSync(path.join(root, '.ci/run'), 'utf8')).toContain('${CI_NODE_LINES:-newest oldest}');
  });
});

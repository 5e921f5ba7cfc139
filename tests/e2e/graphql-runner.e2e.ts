/**
 * The GraphQL pages' query runner against a local GraphQL server: nothing loads until it is used; a success,
 * a GraphQL error and a network error are each reported as such.
 */
import { expect, test } from './fixtures';
import { startGraphqlServer } from './graphql-server';

let server: Awaited<ReturnType<typeof startGraphqlServer>>;

test.beforeAll(async () => {
  server = await startGraphqlServer();
});
test.afterAll(() => server.close());

test('the runner loads on demand and runs a page example, a broken query and an unreachable endpoint', async ({
  page,
  makeAxeBuilder,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/graphql');
  await page.waitForTimeout(1_000);
  expect(requested.some((url) => url.includes('intuition.sh'))).toBe(false);

  await page.getByRole('button', { name: 'Try it' }).click();
  const runner = page.getByRole('region', { name: 'Query runner' });
  await runner.getByLabel('Example').selectOption({ label: 'Protocol totals' });
  await runner.getByLabel('Endpoint', { exact: true }).selectOption('custom');
  await runner.getByLabel('Endpoint URL').fill(server.url);
  await runner.getByRole('button', { name: 'Run' }).click();
  await expect(runner.getByRole('status')).toContainText('HTTP 200');
  await expect(runner.getByLabel('Result')).toContainText('"total_atoms": 12');
  const { violations } = await makeAxeBuilder().include('.query-runner').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  await runner.getByLabel('Example').selectOption({ label: 'Latest atoms' });
  await runner.getByRole('button', { name: 'Run' }).click();
  await expect(runner.getByLabel('Result')).toContainText('Test atom 12');

  await runner.getByLabel('Query').fill('{ stats { no_such_field } }');
  await runner.getByRole('button', { name: 'Run' }).click();
  await expect(runner.getByRole('status')).toContainText('GraphQL error');
  await expect(runner.getByLabel('Result')).toContainText('no_such_field');

  await runner.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/v1/graphql');
  await runner.getByRole('button', { name: 'Run' }).click();
  await expect(runner.getByRole('alert')).toContainText('did not reach');

  await runner.getByLabel('Variables (JSON)').fill('{ not json');
  await runner.getByRole('button', { name: 'Run' }).click();
  await expect(runner.getByRole('alert')).toContainText('not valid JSON');
});

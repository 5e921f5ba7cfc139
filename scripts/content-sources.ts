/**
 * `npm run content:sources`: the guides that list `sources`, the oldest check first, so an editor knows what to
 * re-check first. `--json` prints the same list as JSON.
 */
import { getDocsSite } from '../lib/content/index';
import { formatSourcesReport, pagesByAgeOfSources } from '../lib/content/sources';

const pages = pagesByAgeOfSources(getDocsSite({ includeDrafts: true }).docs);
if (process.argv.includes('--json')) console.log(JSON.stringify(pages, null, 2));
else console.log(formatSourcesReport(pages));

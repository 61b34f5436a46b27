import { handler as indexStream } from '../features/search/jobs/index-stream.js';
import { streamOfTable } from './stream-records.js';

/**
 * What the table's stream consumer does in the cloud (and the local runtime's
 * poller in `npm start`), for tests: every indexed item of the test's table
 * indexed again (deltas are whole documents, so this is idempotent), so a
 * list with `q`, answered from the search index, sees the test's writes.
 */
export async function indexTableChanges(): Promise<void> {
  await indexStream(await streamOfTable());
}

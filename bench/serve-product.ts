/**
 * The local product in its own process, so the bench's load generator and Lighthouse do not share
 * an event loop with the server they measure. Prints one JSON line with its addresses when ready
 * and stops (DynamoDB Local included) on SIGTERM or when stdin closes.
 */
import { startProduct } from '../functions/local/product.ts';

const product = await startProduct({ port: 0, quiet: true, tableName: 'quarter-bench' });
process.stdout.write(
  `${JSON.stringify({ url: product.url, dynamodbEndpoint: product.dynamodbEndpoint, tableName: product.tableName })}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await product.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();

/**
 * `npm run smoke -- --site https://<distribution or domain>`: checks a deployed stack end to end,
 * one line per check and a summary; exits 1 when any check fails (README, Deploy, step 3).
 */
import { runSmoke } from './smoke/checks.ts';

const siteArg = process.argv.indexOf('--site');
const site = siteArg > 0 ? process.argv[siteArg + 1] : undefined;
if (!site || !/^https?:\/\//.test(site)) {
  console.error('Usage: npm run smoke -- --site https://<distribution or domain>');
  process.exit(2);
}
const results = await runSmoke(site);
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} of ${results.length} checks passed against ${site}`);
process.exit(failed > 0 ? 1 : 0);

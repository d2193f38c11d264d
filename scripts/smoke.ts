/**
 * `npm run smoke -- --site https://<distribution or domain> [--admin-token <token>]`: checks a deployed stack end to end,
 * one line per check and a summary; exits 1 when any check fails (README, Deploy, step 3).
 */
import { runSmoke } from './smoke/checks.ts';

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const site = argument('--site');
if (!site || !/^https?:\/\//.test(site)) {
  console.error(
    'Usage: npm run smoke -- --site https://<distribution or domain> [--admin-token <staff access token>]',
  );
  process.exit(2);
}
// A staff access token also checks that a live ticket opens the admin socket (SMOKE_ADMIN_TOKEN works too).
const adminToken = argument('--admin-token') ?? process.env.SMOKE_ADMIN_TOKEN;
const results = await runSmoke(site, adminToken ? { adminToken } : {});
for (const result of results) console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} of ${results.length} checks passed against ${site}`);
process.exit(failed > 0 ? 1 : 0);

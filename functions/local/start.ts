/**
 * `npm start`: the whole product on one port, printed for a person to open. Failures a developer
 * can fix print one line and exit non-zero; nothing here prints a stack trace.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ADMIN, DEFAULT_WEB_ROOT, startProduct, type RunningProduct } from './product.ts';
import { firstLine, LocalStartError } from './startup-errors.ts';

function fail(message: string): never {
  console.error(`npm start: ${message}`);
  process.exit(1);
}

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`${name} must be a port number, not "${raw}"`);
  return port;
}

/** Which Q the product runs: the local Bedrock stand-in, a configured model, or the built-in guide. */
function qSource(): string {
  if (process.env.LOCAL_BEDROCK === '1') return 'the local Bedrock stand-in, streamed (LOCAL_BEDROCK=1)';
  if (process.env.BEDROCK_MODEL_ID) return `Bedrock ${process.env.BEDROCK_MODEL_ID}`;
  return 'the built-in guide (LOCAL_BEDROCK=1 streams through a local Bedrock stand-in)';
}

/** `npm run dev`: the web app comes from Vite's dev server (which proxies here), so no build is needed. */
const devMode = process.argv.includes('--dev');
/** `npm start -- --demo` or DEMO_DATA=1: fictional prospects at every stage (demo-data.ts). */
const demoMode = process.argv.includes('--demo') || process.env.DEMO_DATA === '1';

async function main(): Promise<void> {
  const port = portFrom('PORT', 3000);
  const webRoot = path.resolve(process.env.WEB_ROOT || DEFAULT_WEB_ROOT);
  if (!devMode && !existsSync(path.join(webRoot, 'index.html'))) {
    fail(
      `the web app is not built (${path.relative(process.cwd(), webRoot) || webRoot}/index.html is missing): run npm run build:web`,
    );
  }
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : undefined;
  const admin = {
    email: process.env.LOCAL_ADMIN_EMAIL || DEFAULT_ADMIN.email,
    password: process.env.LOCAL_ADMIN_PASSWORD || DEFAULT_ADMIN.password,
  };

  const shared = {
    port,
    host: process.env.HOST || undefined,
    dataDir,
    webRoot,
    admin,
    // An already running DynamoDB Local (e.g. one shared with tests) instead of starting another.
    dynamodbEndpoint: process.env.DYNAMODB_ENDPOINT || undefined,
    tableName: process.env.TABLE_NAME || undefined,
  };
  let product: RunningProduct;
  try {
    product = await startProduct({
      ...shared,
      // Next to the site's port when free, so the sandbox address stays the same between runs.
      schedulingPort: process.env.SCHEDULING_PORT
        ? portFrom('SCHEDULING_PORT', 0)
        : port === 0
          ? 0
          : port + 1,
    }).catch(async (error: unknown) => {
      const busySandbox =
        error instanceof LocalStartError && error.message.startsWith('Scheduling sandbox port');
      if (!busySandbox || process.env.SCHEDULING_PORT) throw error;
      return startProduct({ ...shared, schedulingPort: 0 });
    });
  } catch (error: unknown) {
    fail(firstLine(error));
  }

  let demo = '';
  if (demoMode) {
    try {
      const { seedDemoData } = await import('./demo-data.ts');
      const seeded = await seedDemoData();
      demo = `${seeded.prospects} fictional prospects ("Demo — …", @example.com), ${seeded.widgetChats} widget chats, referral partner ${seeded.referralPartner}`;
    } catch (error: unknown) {
      await product.stop();
      fail(`demo data: ${firstLine(error)}`);
    }
  }

  console.log(
    [
      '',
      `  Quarter is running at  ${product.url}`,
      `  Admin sign-in          ${product.admin.email} / ${product.admin.password}`,
      `  Mail outbox            ${product.outboxUrl}`,
      `  Scheduling sandbox     ${product.schedulingUrl}`,
      `  WhatsApp stand-in      ${product.whatsappUrl}`,
      `  Data                   ${dataDir ?? 'in memory (set DATA_DIR to keep it)'}`,
      `  Q answers with         ${qSource()}`,
      `  Staff alert webhook    ${process.env.STAFF_ALERT_WEBHOOK_URL || 'off'}`,
      ...(demo ? [`  Demo data              ${demo}`] : []),
      ...(devMode
        ? ['', `  Web dev server:        VITE_API_ORIGIN=${product.url} npx vite --config web/vite.config.ts`]
        : []),
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    product.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`npm start: stopping failed: ${firstLine(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => fail(firstLine(error)));

import { createHash, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { CHAT_STREAM_PATH } from '../../functions/domain/chat-stream.ts';
import { chatStreamEventSchema, type ChatStreamEvent } from '../../functions/domain/contracts/chat-stream.ts';
import { runtimeConfigSchema } from '../../functions/domain/contracts/runtime-config.ts';
import { formatNaira } from '../../functions/domain/money.ts';
import { BANKING_PLATFORM_PLAN } from '../../functions/domain/plans.ts';

/**
 * The checks of `npm run smoke`: a deployed stack (or the local product) seen from outside, as a
 * visitor's browser and an attacker's script see it. Each check is one line; none needs AWS access.
 * Records it creates carry a `smoke-` e-mail, so staff can filter them out (README, Deploy).
 */
export interface SmokeResult {
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
}

export interface SmokeOptions {
  /** Extra headers on every request (the local test harness names its viewer with them). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs?: number;
  /**
   * A staff access token (`--admin-token`): the smoke test then asks for a live ticket and checks
   * that it opens the admin socket. Without one only the refusals are checked.
   */
  readonly adminToken?: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What $connect answers a handshake without a valid live ticket (functions/handlers/ws-connect.ts). */
const UNAUTHORIZED = 401;
const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';

export async function runSmoke(siteUrl: string, options: SmokeOptions = {}): Promise<SmokeResult[]> {
  const site = siteUrl.replace(/\/+$/, '');
  const results: SmokeResult[] = [];
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${site}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...options.headers, ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  const post = (path: string, body: unknown) =>
    get(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  async function check(name: string, run: () => Promise<string>): Promise<void> {
    try {
      results.push({ name, ok: true, detail: await run() });
    } catch (error: unknown) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  }
  const expect = (condition: boolean, failure: string) => {
    if (!condition) throw new Error(failure);
  };

  let pages: string[] = [];
  await check('sitemap.xml lists the public pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status === 200, `answered ${response.status}`);
    pages = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '/').pathname,
    );
    expect(pages.length > 0, 'no <loc> entries');
    return `${pages.length} pages`;
  });
  const titles = new Map<string, string>();
  for (const page of pages) {
    await check(`GET ${page} answers 200 with its own title`, async () => {
      const response = await get(page);
      expect(response.status === 200, `answered ${response.status}`);
      const title = titleOf(await response.text());
      expect(title !== '', 'no <title>');
      const twin = [...titles].find(([, other]) => other === title)?.[0];
      expect(!twin, `same title as ${twin}: "${title}"`);
      titles.set(page, title);
      expect((response.headers.get('cache-control') ?? '').includes('no-cache'), 'HTML is not no-cache');
      return title;
    });
  }
  await check('an unknown path answers 404', async () => {
    const response = await get(`/smoke-no-such-page-${randomUUID().slice(0, 8)}`);
    expect(response.status === 404, `answered ${response.status}`);
    return '404';
  });

  let wsUrl = '';
  await check('/config.json parses and is no-cache', async () => {
    const response = await get('/config.json');
    expect(response.status === 200, `answered ${response.status}`);
    const config = runtimeConfigSchema.parse(await response.json());
    wsUrl = config.wsUrl;
    expect(
      (response.headers.get('cache-control') ?? '').includes('no-cache'),
      `Cache-Control: ${response.headers.get('cache-control')}`,
    );
    return `wsUrl ${config.wsUrl}`;
  });
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    await check(`${path} is no-cache`, async () => {
      const response = await get(path);
      expect(response.status === 200, `answered ${response.status}`);
      expect(
        (response.headers.get('cache-control') ?? '').includes('no-cache'),
        `Cache-Control: ${response.headers.get('cache-control')}`,
      );
      return 'no-cache';
    });
  }
  await check('hashed assets are cached for a year, immutable', async () => {
    const html = await (await get('/')).text();
    const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
    expect(Boolean(asset), 'no /assets/ file in the home page');
    const response = await get(asset ?? '');
    expect(response.status === 200, `${asset} answered ${response.status}`);
    expect(
      response.headers.get('cache-control') === IMMUTABLE,
      `${asset}: Cache-Control ${response.headers.get('cache-control')}`,
    );
    return asset ?? '';
  });

  await check('GET /api/simple-test answers', async () => {
    const response = await get('/api/simple-test');
    expect(response.status === 200, `answered ${response.status}`);
    return 'ok';
  });
  const price = formatNaira(BANKING_PLATFORM_PLAN.price);
  await check(`Q answers a price question with ${price}`, async () => {
    const response = await post('/api/chat', {
      messages: [{ role: 'user', content: 'How much does the banking platform cost?' }],
    });
    expect(response.status === 200, `answered ${response.status}`);
    const { reply } = (await response.json()) as { reply?: string };
    expect(Boolean(reply?.includes(price)), `reply without ${price}: ${reply?.slice(0, 120)}`);
    return 'price quoted';
  });
  await check(`Q streams its answer to a price question, line by line, ending with ${price}`, async () => {
    // As the widget sends it: the function URL behind origin access control takes a POST only with
    // the SHA-256 of its body (CloudFront signs the request, not the body).
    const body = JSON.stringify({
      messages: [{ role: 'user', content: 'How much does the banking platform cost?' }],
    });
    const response = await get(CHAT_STREAM_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-amz-content-sha256': sha256Hex(body) },
      body,
    });
    if (response.status !== 200)
      throw new Error(`answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const type = response.headers.get('content-type') ?? '';
    expect(type.startsWith('application/x-ndjson'), `Content-Type ${type}, not a stream of lines`);
    const events = await streamedEvents(response);
    const pieces = events.filter((event) => event.type === 'text' || event.type === 'replace');
    const last = events.at(-1);
    expect(
      pieces.length > 0,
      `no text line before the end (${events.map((event) => event.type).join(', ')})`,
    );
    expect(last?.type === 'done', `the stream ended with ${last?.type ?? 'nothing'}, not done`);
    const reply = last?.type === 'done' ? last.reply : '';
    expect(reply.includes(price), `reply without ${price}: ${reply.slice(0, 120)}`);
    return `${events.length} lines`;
  });
  const email = `smoke-${randomUUID().slice(0, 8)}@example.com`;
  await check('a chat session save succeeds', async () => {
    const response = await post('/api/chat-sessions', {
      sessionId: `chat-${Date.now()}-smoketest`,
      messages: [{ role: 'user', content: 'Smoke test after a deploy', timestamp: new Date().toISOString() }],
      customerEmail: email,
      customerName: 'Smoke Test',
      businessType: 'none',
      identifiedNeeds: [],
      status: 'completed',
    });
    expect(response.ok, `answered ${response.status}`);
    return email;
  });
  await check('a referral application succeeds', async () => {
    const response = await post('/api/referrals', {
      full_name: 'Smoke Test',
      email,
      whatsapp: null,
      sectors: ['fintech'],
      how_will_refer: 'Smoke test after a deploy',
      notes: 'smoke test: safe to ignore',
      consent: true,
    });
    expect(response.status === 201, `answered ${response.status}`);
    return email;
  });
  // The handshake's own status: a socket route that answers anything else (CloudFront's 403 or 502,
  // a missing route, an authorizer that opens for anyone) is broken, not "refused".
  const handshake = (query: string) => {
    expect(wsUrl !== '', 'no wsUrl in config.json');
    const url = `${new URL(wsUrl, site).toString().replace(/^http/, 'ws')}${query}`;
    return openSocket(url, { ...options.headers, origin: new URL(site).origin }, options.timeoutMs ?? 15_000);
  };
  await check('the admin socket refuses a connection without credentials', async () => {
    const status = await handshake('');
    expect(status === UNAUTHORIZED, `the handshake answered ${status}, not ${UNAUTHORIZED}`);
    return `refused ${status}`;
  });
  await check('the admin socket refuses a ticket it never issued', async () => {
    const status = await handshake(`?ticket=smoke${randomUUID().replace(/-/g, '')}`);
    expect(status === UNAUTHORIZED, `the handshake answered ${status}, not ${UNAUTHORIZED}`);
    return `refused ${status}`;
  });
  if (options.adminToken) {
    await check('a live ticket opens the admin socket', async () => {
      const issued = await get('/api/admin/live-ticket', {
        method: 'POST',
        headers: { authorization: `Bearer ${options.adminToken}` },
      });
      expect(issued.status === 201, `POST /api/admin/live-ticket answered ${issued.status}`);
      const { ticket } = (await issued.json()) as { ticket: string };
      const status = await handshake(`?ticket=${encodeURIComponent(ticket)}`);
      expect(status === 101, `the handshake answered ${status}, not 101`);
      return 'opened 101';
    });
  }
  return results;
}

/** Every line of a streamed chat answer, as the widget reads them; a line that is not an event fails. */
async function streamedEvents(response: Response): Promise<ChatStreamEvent[]> {
  const text = await response.text();
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return lines.map((line) => {
    const parsed = chatStreamEventSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`not a chat stream line: ${line.slice(0, 120)}`);
    return parsed.data;
  });
}

/** Opens `url` and answers the handshake's status: 101 when the socket opened (then closed), else the refusal's. */
function openSocket(
  url: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no answer to the handshake within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('open', () => {
      clearTimeout(timer);
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, answer) => {
      clearTimeout(timer);
      answer.resume();
      socket.terminate();
      resolve(answer.statusCode ?? 0);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`the handshake failed without an HTTP answer: ${error.message}`));
    });
  });
}

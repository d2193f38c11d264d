import { request } from 'node:http';
import type { Figure } from './figures.ts';
import { LIGHTHOUSE_ROUTES } from './lighthouse.ts';

/**
 * Issue #31: a pre-rendered page that arrives in the first round trip paints one round trip (150 ms
 * on Lighthouse's slow 4G) sooner. Lighthouse's simulated connection starts with 10 segments of
 * 1,460 bytes; the response, headers included, has to fit in them.
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1_460;
const SECTION = 'Pre-rendered page HTML on the wire (brotli as served, headers included)';

/** The response as it travels: the status line, the headers and the compressed body, in bytes. */
function onTheWire(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let body = 0;
      response.on('data', (chunk: Buffer) => (body += chunk.length));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const raw = response.rawHeaders;
        let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage ?? ''}\r\n`.length + 2;
        for (let index = 0; index < raw.length; index += 2)
          headers += `${raw[index]}: ${raw[index + 1]}\r\n`.length;
        resolve({ bytes: headers + body, encoding: String(response.headers['content-encoding'] ?? 'none') });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

export async function pageHtmlFigures(origin: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const { bytes, encoding } = await onTheWire(`${origin}${route}`);
    figures.push({
      section: SECTION,
      name: `HTML ${route}`,
      value: bytes / 1024,
      unit: 'KB',
      budget: { max: FIRST_ROUND_TRIP_BYTES / 1024 },
      note: `${bytes} bytes, ${encoding}`,
    });
  }
  return figures;
}

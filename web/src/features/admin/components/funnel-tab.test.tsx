import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { funnelStages, type FunnelAnswer } from '@domain/contracts/funnel.ts';
import { setRuntimeConfigForTests } from '../../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../../lib/test-runtime-config.ts';
import { json } from '../admin-answers.test-support.ts';
import { exportLaunchRequests } from '../csv-exports.ts';
import { FunnelTab } from './funnel-tab.tsx';
import { CsvDownload, OVER_CAP_MESSAGE } from './csv-download.tsx';

const funnelOf = (days: 7 | 30 | 90, chatted: number): FunnelAnswer => ({
  days,
  from: days === 7 ? '2026-03-04' : '2026-02-09',
  to: '2026-03-10',
  stages: funnelStages({
    chatted,
    launch_started: 50,
    solution_shown: 40,
    call_booked: 10,
    payment_link_sent: 8,
    paid: 4,
    request_submitted: 3,
    live: 1,
  }),
});

const launchRequest = (index: number) => ({
  id: `lr-${index}`,
  name: index === 0 ? '=cmd|calc' : `Founder ${index}`,
  email: `f${index}@example.com`,
  phone: null,
  has_bvn: true,
  has_id_document: false,
  has_bank_details: true,
  business_name: 'Obi, Pay',
  business_type: 'FinTech',
  last_step: 'submitted',
  resume_token: null,
  ai_summary: null,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
});

/** The admin API as the tab sees it (fetch is the browser's edge); records each path asked for. */
function serve(launchRequestTotal = 3) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      paths.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/admin/funnel') {
        const days = Number(url.searchParams.get('days')) as 7 | 30 | 90;
        return json(funnelOf(days, days === 7 ? 100 : 200));
      }
      if (url.pathname === '/api/admin/launch-requests') {
        const start = Number(url.searchParams.get('cursor') ?? '0');
        const limit = Number(url.searchParams.get('limit'));
        const end = Math.min(start + limit, launchRequestTotal);
        const items = Array.from({ length: end - start }, (_, index) => launchRequest(start + index));
        return json({ items, nextCursor: end < launchRequestTotal ? String(end) : null });
      }
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
  return paths;
}

/** The text of each file the page hands to the browser to download. */
function captureDownloads(): string[] {
  const files: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push(blob as Blob);
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const texts: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    void files
      .at(-1)
      ?.text()
      .then((text) => texts.push(`${this.download}\n${text}`));
    return undefined;
  });
  return texts;
}

beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));

afterEach(() => {
  cleanup();
  setRuntimeConfigForTests(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Funnel tab', () => {
  it('draws each stage with its count and conversion, and reloads for another period', async () => {
    const paths = serve();
    render(<FunnelTab />);
    const chart = await screen.findByRole('list', { name: /Launch funnel, 2026-02-09 to 2026-03-10/ });
    const rows = within(chart).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Visitors who chatted: 200',
      // A launch chat need not start in the widget: its own figure, not a step (issue #26).
      'Launch chats started: 50',
      'Solutions shown: 40, 80.0% of the previous stage',
      'Calls booked: 10, 25.0% of the previous stage',
      'Payment links sent: 8, 80.0% of the previous stage',
      'Paid: 4, 50.0% of the previous stage',
      'Launch requests submitted: 3, 75.0% of the previous stage',
      'Live: 1, 33.3% of the previous stage',
    ]);
    expect(paths).toEqual(['/api/admin/funnel?days=30']);

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    await screen.findByRole('list', { name: /2026-03-04 to 2026-03-10/ });
    expect(screen.getByTestId('funnel-count-chatted').textContent).toBe('100');
    expect(screen.getByTestId('funnel-count-launch_started').textContent).toBe('50');
    expect(paths).toEqual(['/api/admin/funnel?days=30', '/api/admin/funnel?days=7']);
  });

  it('downloads the funnel it shows as CSV', async () => {
    serve();
    const downloads = captureDownloads();
    render(<FunnelTab />);
    await screen.findByRole('list', { name: /Launch funnel/ });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [name, ...lines] = (downloads[0] ?? '').split('\n');
    expect(name).toBe('funnel-2026-02-09-to-2026-03-10.csv');
    expect(lines.join('\n').replace('\uFEFF', '').split('\r\n').slice(0, 3)).toEqual([
      'stage,count,conversion_from_previous_percent,from,to',
      'Visitors who chatted,200,,2026-02-09,2026-03-10',
      'Launch chats started,50,25.0,2026-02-09,2026-03-10',
    ]);
  });
});

describe('list CSV downloads', () => {
  it('follow the cursors with the search, and hold presence flags, never sensitive values', async () => {
    const paths = serve(150);
    const result = await exportLaunchRequests({ q: 'obi' });
    expect(paths).toEqual([
      '/api/admin/launch-requests?q=obi&limit=100',
      '/api/admin/launch-requests?q=obi&cursor=100&limit=100',
    ]);
    if ('overCap' in result) throw new Error('expected rows');
    const lines = result.csv.split('\r\n');
    expect(result.rows).toBe(150);
    expect(lines[0]).toBe(
      'id,name,email,phone,business_name,business_type,last_step,bvn_provided,id_document_provided,bank_details_provided,resume_token,created_at,updated_at,owner,follow_up_on,notes',
    );
    // Dates in the staff's one format, Lagos time; owner, follow-up and notes empty for an untouched prospect (issue #26).
    expect(lines[1]).toBe(
      'lr-0,\'=cmd|calc,f0@example.com,,"Obi, Pay",FinTech,submitted,yes,no,yes,,"1 Mar 2026, 10:00 WAT","1 Mar 2026, 10:00 WAT",,,',
    );
  });

  it('past 2,000 rows download nothing and say how to narrow the search', async () => {
    serve(2_050);
    const downloads = captureDownloads();
    render(<CsvDownload filename="launch-requests.csv" build={() => exportLaunchRequests({ q: '' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(OVER_CAP_MESSAGE);
    expect(OVER_CAP_MESSAGE).toMatch(/More than 2,000 rows.*Narrow the search/);
    expect(downloads).toEqual([]);
  });
});

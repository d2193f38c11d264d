import { refusalMessage } from '../../../lib/api-client.ts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { downloadCsv, CSV_ROW_CAP } from '../csv.ts';
import type { CsvResult } from '../csv-exports.ts';

export const OVER_CAP_MESSAGE = `More than ${CSV_ROW_CAP.toLocaleString('en-NG')} rows match, too many for one download. Narrow the search (a name, e-mail or business) or pick a status, then download again.`;

/**
 * "Download CSV": builds the file from the API's pages when pressed, with the tab's current search
 * and filter. Past the row cap it downloads nothing and says how to narrow the list.
 */
export function CsvDownload({
  filename,
  build,
  label = 'Download CSV',
}: {
  filename: string;
  build: () => Promise<CsvResult>;
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function onDownload() {
    setBusy(true);
    setMessage(null);
    try {
      const result = await build();
      if ('overCap' in result) setMessage(OVER_CAP_MESSAGE);
      else downloadCsv(filename, result.csv);
    } catch (error: unknown) {
      setMessage(refusalMessage(error, 'The download failed. Please try again.', { noAnswer: 'shared' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-1.5">
      <Button
        type="button"
        variant="outline"
        data-no-scroll
        disabled={busy}
        onClick={() => void onDownload()}
      >
        {busy ? 'Preparing CSV…' : label}
      </Button>
      {message && (
        <p role="alert" className="max-w-sm text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

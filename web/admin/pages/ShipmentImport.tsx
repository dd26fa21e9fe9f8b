import { type FormEvent, useId, useState } from 'react';
import type { ShipmentImportResult } from '../../../core/api/admin';
import { ConsoleApiError, consoleApi, problemText } from '../api';
import { Table, cell, input, panel, primaryButton } from '../ui';

/** The worker reads at most this many characters of a file (core/api/admin.ts, shipmentImportBody). */
const MAX_CHARACTERS = 250_000;

/** An unreadable file comes back as invalid_request with the worker's reason, which tells the operator what to fix. */
function importProblem(error: unknown): string {
  if (error instanceof ConsoleApiError && error.code === 'invalid_request' && typeof error.details.message === 'string') {
    return `This file cannot be imported: ${error.details.message}.`;
  }
  return problemText(error);
}

/** A warehouse's file of shipments: each good row ships its order as "Mark shipped" does. */
export function ShipmentImport({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ShipmentImportResult | null>(null);
  const problemId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) return setProblem('Choose a CSV file first.');
    setBusy(true);
    setProblem(null);
    try {
      const csv = await file.text();
      if (csv.length > MAX_CHARACTERS) return setProblem('This file is too large: split it into files of at most 200 rows.');
      setResult(await consoleApi<ShipmentImportResult>('/shipping/import', { method: 'POST', body: { csv } }));
      onImported();
    } catch (error) {
      setProblem(importProblem(error));
    } finally {
      setBusy(false);
    }
  };

  const notShipped = result?.rows.filter((row) => row.outcome !== 'shipped') ?? [];
  const refused = notShipped.filter((row) => row.outcome === 'refused').length;
  return (
    <section className={`${panel} mt-8`} aria-labelledby="import-heading">
      <h2 id="import-heading" className="text-lg font-bold">
        Import shipments
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        A CSV file with one shipment per row: <code>reference, carrier, tracking</code>, or the downloaded CSV with its carrier and tracking
        columns filled in. Carriers: USPS, UPS, FedEx, DHL Express or Other. Each shipped order's buyer gets the shipping e-mail; importing
        the same file again changes nothing.
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Shipments file (CSV)
          <input
            type="file"
            accept=".csv,text/csv"
            className={input}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
            }}
          />
        </label>
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? 'Importing…' : 'Import'}
        </button>
      </form>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <p role="status" className="mt-4 text-sm font-semibold empty:hidden">
        {result && `${result.shipped} shipped, ${result.unchanged} unchanged, ${refused} refused`}
      </p>
      {notShipped.length > 0 && (
        <div className="mt-3">
          <Table caption="Rows not shipped" head={['Line', 'Reference', 'Outcome', 'Reason']}>
            {notShipped.map((row) => (
              <tr key={row.line}>
                <td className={cell}>{row.line}</td>
                <td className={`${cell} font-mono`}>{row.reference ?? '—'}</td>
                <td className={cell}>{row.outcome}</td>
                <td className={cell}>{row.reason ?? '—'}</td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </section>
  );
}

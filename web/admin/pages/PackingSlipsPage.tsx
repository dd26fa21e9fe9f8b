import type { PackingSlip } from '../../../core/api/admin';
import { AddressBlock } from '../address';
import { Link, useLocation } from '../navigation';
import { Loading, PageTitle, primaryButton, secondaryButton, useConsoleData, when } from '../ui';

/** One order's slip, a sheet of its own when printed (admin.css). */
function Slip({ slip }: { slip: PackingSlip }) {
  return (
    <article className="packing-slip rounded-2xl border border-slate-200 bg-white p-8 shadow-sm" aria-labelledby={`slip-${slip.reference}`}>
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">VitaGlow — Packing slip</p>
      <h2 id={`slip-${slip.reference}`} className="mt-1 font-mono text-3xl font-bold">
        {slip.reference}
      </h2>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-medium">Paid</dt>
        <dd>{when(slip.paidAt)}</dd>
        <dt className="font-medium">Shipping</dt>
        <dd className="font-mono">{slip.shippingId}</dd>
      </dl>
      {slip.hold && (
        <p className="mt-3 border-2 border-black px-3 py-2 font-bold uppercase">
          Do not ship: payment at risk ({slip.hold}). Ask the operator first.
        </p>
      )}
      <h3 className="mt-6 text-sm font-semibold uppercase">Ship to</h3>
      {slip.address ? <AddressBlock address={slip.address} /> : <p>No address recorded</p>}
      {slip.adultSignature && (
        <p className="mt-3 border-2 border-black px-3 py-2 font-bold uppercase">
          Adult signature required (18 or older: New York GBL § 391-oo)
        </p>
      )}
      <table className="mt-6 w-full text-start text-sm">
        <caption className="sr-only">Contents of {slip.reference}</caption>
        <thead className="border-b border-slate-300">
          <tr>
            <th scope="col" className="w-24 py-2 text-start font-semibold">
              Quantity
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              Item
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {slip.lines.map((line, index) => (
            <tr key={index}>
              <td className="py-2 align-top">{line.quantity}</td>
              <td className="py-2 align-top">
                {line.name}
                {line.contents.length > 0 && (
                  <ul className="ms-6 mt-1 list-disc text-slate-700">
                    {line.contents.map((item, n) => (
                      <li key={n}>
                        {item.quantity} × {item.name}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function Slips({ references }: { references: string }) {
  const [state] = useConsoleData<{ slips: PackingSlip[] }>(`/packing-slips?references=${encodeURIComponent(references)}`);
  return (
    <Loading state={state}>
      {({ slips }) =>
        slips.length === 0 ? (
          <p>None of these orders was found.</p>
        ) : (
          <div className="grid gap-8">
            {slips.map((slip) => (
              <Slip key={slip.reference} slip={slip} />
            ))}
          </div>
        )
      }
    </Loading>
  );
}

export function PackingSlipsPage() {
  const references = useLocation().searchParams.get('references')?.trim() ?? '';
  return (
    <>
      <div className="print-hidden">
        <p className="mb-4">
          <Link to="/admin/shipping" className="text-sm text-brand-800 underline">
            All orders to ship
          </Link>
        </p>
        <PageTitle>Packing slips</PageTitle>
        <p className="mb-6">
          <button type="button" className={primaryButton} onClick={() => window.print()} disabled={!references}>
            Print
          </button>
        </p>
      </div>
      {references ? (
        <Slips references={references} />
      ) : (
        <p>
          No orders were chosen.{' '}
          <Link to="/admin/shipping" className={secondaryButton}>
            Choose orders to ship
          </Link>
        </p>
      )}
    </>
  );
}

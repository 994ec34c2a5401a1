import type { OfferTable } from '@/server/admin/offer-table'
import { TableFrame } from './table-frame'

/**
 * The offers a visitor sent from the offer check (issue 38, decision 0034), side by side: one
 * column an offer, the standard disclosure's rows, as the server recomputed them from the terms.
 */
export function OfferTableView({ table }: { table: OfferTable }) {
  return (
    <section aria-labelledby="lead-offers-title" className="mt-5 grid gap-2">
      <h3 id="lead-offers-title" className="text-sm font-semibold text-ink">
        {table.caption}
      </h3>
      {table.offers.length > 0 ? (
        <TableFrame label={table.caption}>
          <table className="w-full text-sm">
            <thead className="border-b border-line bg-surface text-ink-muted">
              <tr>
                <td className="px-3 py-2" />
                {table.offers.map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-right font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-b border-line align-top last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-ink-muted">
                    {row.label}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={index} className="px-3 py-2 text-right text-ink tabular-nums">
                      {cell ? (
                        <>
                          {cell.value}
                          {cell.detail ? (
                            <span className="block text-xs text-ink-muted">{cell.detail}</span>
                          ) : null}
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
      {table.notes.map((note) => (
        <p key={note} className="text-sm text-ink-muted">
          {note}
        </p>
      ))}
    </section>
  )
}

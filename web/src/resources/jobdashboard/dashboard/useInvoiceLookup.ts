/** The job dashboard's lookup of the invoice and duty invoice numbers of the grid page on screen. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { A1 } from '@a1/shared';
import { JOB_INVOICE_LOOKUP_DELAY_MS } from '@a1/shared/constants/jobs';
import { useA1 } from '../../../providers/useA1';
import type { JobRow } from './jobRow';

export type Invoices = Map<number, { invoice: string | null; duty: string | null }>;

/** `dataUpdatedAt`: when the list was last read; `isFetching`: a list shown from the cache is being read again. */
export function useInvoiceLookup(dataUpdatedAt: number, isFetching: boolean) {
  const a1 = useA1();
  // Invoice numbers of the page on screen, 100 ms after it shows; each job asked once per list read. A list shown from
  // the cache while it is read again waits for the fresh list (its lookups follow the list's answer, spec 3 §9).
  const [invoices, setInvoices] = useState<Invoices>(new Map());
  const requested = useRef(new Set<number>());
  useEffect(() => {
    requested.current = new Set();
    setInvoices(new Map());
  }, [dataUpdatedAt]);
  const lookupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onPageRows = useCallback(
    (pageRows: JobRow[]) => {
      clearTimeout(lookupTimer.current);
      if (isFetching) return;
      const ids = pageRows.map((r) => r.id).filter((id) => !requested.current.has(id));
      if (!ids.length) return;
      lookupTimer.current = setTimeout(() => {
        ids.forEach((id) => requested.current.add(id));
        Promise.all([a1.call(A1.jobInvoiceNumbers, { body: ids }), a1.call(A1.jobDutyInvoiceNumbers, { body: ids })])
          .then(([first, duty]) =>
            setInvoices((current) => {
              const next = new Map(current);
              for (const id of ids) next.set(id, { invoice: null, duty: null });
              for (const f of first) next.get(f.jobId)!.invoice = f.invoiceNumber;
              for (const d of duty) next.get(d.jobId)!.duty = d.dandTInvoiceNumber;
              return next;
            }),
          )
          .catch(() => ids.forEach((id) => requested.current.delete(id)));
      }, JOB_INVOICE_LOOKUP_DELAY_MS);
    },
    [a1, isFetching],
  );
  useEffect(() => () => clearTimeout(lookupTimer.current), []);
  return { invoices, onPageRows };
}

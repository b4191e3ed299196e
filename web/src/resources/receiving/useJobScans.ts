/**
 * The job's scans (issue 26 point 4): the browser's queue (useScanQueue) sending its head through PUT Job's `scans`,
 * up to RECEIVING_LIMITS.scansPerRequest at once. callRaw never opens the error dialog: a server away is retried by
 * the queue, a refusal shown on its scans. A code the server would refuse for its form is refused here, unsent. A
 * piece received is labelled on the workstation's label printer when the office's print settings say so.
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { A1, RECEIVING_LIMITS, type ReceivingJob } from '@a1/shared';
import { isServerAway, type ScanItem, type ScanOutcome } from '@a1/shared/rules/receiving/index';
import { useA1 } from '../../providers/useA1';
import { usePieceLabelPrint } from './mutations';
import { jobChanged, usePrintSetting } from './queries';
import { useScanQueue } from './useScanQueue';
import { formatDateTime } from '../../shell/useLocaleFormat';

/** What PUT Job's Barcode takes: printable ASCII, no spaces. */
const BARCODE = new RegExp(`^[\\x21-\\x7E]{1,${RECEIVING_LIMITS.barcode}}$`);

export function useJobScans(job: Pick<ReceivingJob, 'id' | 'number' | 'customer'>) {
  const a1 = useA1();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const printSetting = usePrintSetting();
  const label = usePieceLabelPrint();
  const printOnScan = printSetting.data?.printLabelOnScan ?? false;
  const { mutate: printLabel } = label;

  const send = useCallback(
    async (items: ScanItem[]): Promise<ScanOutcome[]> => {
      const valid = items.filter((item) => BARCODE.test(item.code));
      const results = new Map<string, ScanOutcome>();
      if (valid.length) {
        const answer = await a1.callRaw(A1.receivingJobUpdate, {
          body: { jobId: job.id, scans: valid.map((item) => ({ barcode: item.code })) },
        });
        if (answer.status !== 200 || !answer.data) {
          const outcome: ScanOutcome = isServerAway(answer.status)
            ? { kind: 'away' }
            : { kind: 'rejected', message: answer.message };
          return items.map((item) =>
            BARCODE.test(item.code) ? outcome : { kind: 'rejected', message: translate('a1.receiving.scan.badCode') },
          );
        }
        // One result per scan sent, in its order (the server may write the code as it keys it).
        answer.data.scans.forEach((result, i) => {
          const item = valid[i];
          if (!item) return;
          const fresh = result.outcome === 'received' || result.outcome === 'manifestLinked';
          results.set(item.code, { kind: fresh ? 'received' : 'alreadyReceived', message: result.message });
          if (printOnScan && result.outcome === 'received')
            printLabel({
              code: result.barcode,
              jobNumber: job.number,
              customer: job.customer,
              receivedOn: formatDateTime(new Date()),
            });
        });
        void jobChanged(queryClient, job.id);
      }
      return items.map(
        (item): ScanOutcome =>
          results.get(item.code) ?? {
            kind: 'rejected',
            message: translate(BARCODE.test(item.code) ? 'a1.receiving.scan.unanswered' : 'a1.receiving.scan.badCode'),
          },
      );
    },
    [a1, job.id, job.number, job.customer, translate, queryClient, printOnScan, printLabel],
  );
  return { queue: useScanQueue(`a1.receiving.scans.${job.id}`, send, RECEIVING_LIMITS.scansPerRequest), label };
}

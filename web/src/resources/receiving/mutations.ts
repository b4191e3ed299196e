/**
 * What the dock does that is not CRUD (spec 3 §7 Receiving, issue 26), each a react-query mutation over
 * useA1().call that invalidates what it changes: a status change (JobStatus), the cost lines (POST JobCost), the
 * e-mail to the customer's rep (its outcome shown), the SCD PDF download, a manifest's comment, its DNB jobs, and a
 * piece label printed on the workstation's label printer through the daemon.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type JobCostSave } from '@a1/shared';

type CostLines = (typeof JobCostSave.static)['costs'];
import { pieceLabelZpl } from '@a1/shared/rules/receiving/index';
import { useA1 } from '../../providers/useA1';
import { printContent, PluginUnavailable } from '../../plugin/pluginClient';
import { getWorkstationSetting } from '../../shell/workstationSession';
import { saveBlob } from '../../files/saveBlob';
import { jobChanged, RECEIVING_KEYS } from './queries';

export function useJobStatus(jobId: number) {
  const a1 = useA1();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (statusId: number) => a1.call(A1.receivingJobStatus, { query: { jobId, statusId } }),
    onSuccess: (job) =>
      notify(translate('a1.receiving.job.statusChanged', { number: job.number, status: job.status }), {
        type: 'success',
      }),
    onSettled: () => jobChanged(queryClient, jobId),
  });
}

export function useSaveCosts(jobId: number) {
  const a1 = useA1();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (costs: CostLines) => a1.call(A1.receivingJobCostSave, { body: { jobId, costs } }),
    onSuccess: (lines) => {
      queryClient.setQueryData(RECEIVING_KEYS.costs(jobId), lines);
      notify(translate('a1.receiving.costs.saved'), { type: 'success' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.history(jobId) }),
  });
}

/** The e-mail to the customer's rep: the outcome (sent, or why not) is the answer, shown as it is. */
export function useRepEmail(jobId: number) {
  const a1 = useA1();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string | undefined) =>
      a1.call(A1.sendEmailToCustomerRepForJob, { body: { jobId, message: message || undefined } }),
    onSuccess: (outcome) => notify(outcome.outcome, { type: outcome.sent ? 'success' : 'warning' }),
    onSettled: () => jobChanged(queryClient, jobId),
  });
}

export function useScdDownload() {
  const a1 = useA1();
  return useMutation({
    mutationFn: async ({ jobId, number }: { jobId: number; number: string }) =>
      saveBlob(await a1.download(A1.receivingScd, { jobId }), `SCD-${number}.pdf`),
  });
}

export function useManifestComment(manifestNumber: string) {
  const a1 = useA1();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => a1.call(A1.receivingManifestComment, { query: { manifestNumber, comment } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['receiving-manifests'] }),
  });
}

export function useDnbJobs(manifestId: number) {
  const a1 = useA1();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settled = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.dnb(manifestId) }),
      queryClient.invalidateQueries({ queryKey: RECEIVING_KEYS.dashboard() }),
      queryClient.invalidateQueries({ queryKey: ['receiving-manifests'] }),
    ]);
  const create = useMutation({
    mutationFn: () => a1.call(A1.receivingCreateDnbJobs, { body: { manifestId } }),
    onSuccess: (jobs) =>
      notify(translate('a1.receiving.dnb.created', { numbers: jobs.map((j) => j.number).join(', ') }), {
        type: 'success',
      }),
    onSettled: settled,
  });
  const update = useMutation({
    mutationFn: (close: boolean) => a1.call(A1.receivingDnbJobs, { body: { manifestId, close } }),
    onSuccess: (_jobs, close) =>
      notify(translate(close ? 'a1.receiving.dnb.closed' : 'a1.receiving.dnb.reopened'), { type: 'success' }),
    onSettled: settled,
  });
  return { create, update };
}

/** A failure the daemon reported, worded for the user (no A1 error dialog shows it). */
class PrintFailure extends Error {}

/** Prints a piece's label on this workstation's label printer through the daemon. */
export function usePieceLabelPrint() {
  const translate = useTranslate();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (label: Parameters<typeof pieceLabelZpl>[0]) => {
      const printer = getWorkstationSetting()?.labelPrinter;
      if (!printer) throw new PrintFailure(translate('a1.receiving.labels.noPrinter'));
      let answer;
      try {
        answer = await printContent(printer, pieceLabelZpl(label), 'zpl');
      } catch (error) {
        const message = error instanceof PluginUnavailable ? error.message : String(error);
        throw new PrintFailure(translate('a1.receiving.labels.failed', { message }));
      }
      if (answer.code !== 200)
        throw new PrintFailure(translate('a1.receiving.labels.failed', { message: answer.message }));
      return printer;
    },
    onSuccess: (printer, label) =>
      notify(translate('a1.receiving.labels.printed', { code: label.code, printer }), { type: 'info' }),
    onError: (error) => notify(error.message, { type: 'error', autoHideDuration: 10_000 }),
  });
}

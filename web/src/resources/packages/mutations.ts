/**
 * What a user does to packages (issue 25 point 4), each a react-query mutation over the typed custom methods, which
 * invalidates what it changes: the label printed on the workstation's label printer through the daemon and then
 * recorded (the print shows in the timeline), the commercial invoice of one or several packages as a PDF download,
 * and the return to sender. Failures of A1 calls are shown by the API wrapper's error dialog; the daemon's, here.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { A1, type ReturnReasonCode } from '@a1/shared';
import { useA1 } from '../../providers/useA1';
import { saveBlob } from '../../files/saveBlob';
import { printContent, PluginUnavailable } from '../../plugin/pluginClient';
import { getWorkstationSetting } from '../../shell/workstationSession';
import { packageChanged, useLabelReader } from './queries';

/** A failure the daemon reported, already worded for the user (not an A1 call: no error dialog shows it). */
class PrintFailure extends Error {}

/** Re-prints a package's label (ZPL) on this workstation's label printer, then records the print. */
export function useLabelPrint(packageId: number, trackingNumber: string) {
  const a1 = useA1();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const readLabel = useLabelReader();
  return useMutation({
    mutationFn: async () => {
      const printer = getWorkstationSetting()?.labelPrinter;
      if (!printer) throw new PrintFailure(translate('a1.packages.actions.noPrinter'));
      const label = await readLabel(packageId);
      let answer;
      try {
        answer = await printContent(printer, label.zpl, 'zpl');
      } catch (error) {
        throw new PrintFailure(
          translate('a1.packages.actions.printFailed', {
            message: error instanceof PluginUnavailable ? error.message : String(error),
          }),
        );
      }
      if (answer.code !== 200)
        throw new PrintFailure(translate('a1.packages.actions.printFailed', { message: answer.message }));
      return a1.call(A1.packageLabelPrint, { body: { packageId, labelId: label.labelId, printer } });
    },
    onSuccess: (print) =>
      notify(translate('a1.packages.actions.printed', { number: trackingNumber, printer: print.printer }), {
        type: 'success',
      }),
    onError: (error) => {
      if (error instanceof PrintFailure) notify(error.message, { type: 'error', autoHideDuration: 10_000 });
    },
    onSettled: () => packageChanged(queryClient, packageId),
  });
}

/** The commercial invoice of one package, or of several in one PDF (multiple=true). */
export function useCommercialInvoice() {
  const a1 = useA1();
  const translate = useTranslate();
  const notify = useNotify();
  return useMutation({
    mutationFn: async ({ packageIds, name }: { packageIds: number[]; name: string }) => {
      const blob = await a1.download(A1.packageCommercialInvoice, {
        packageId: packageIds,
        multiple: packageIds.length > 1 ? true : undefined,
      });
      saveBlob(blob, `commercial-invoice-${name}.pdf`);
    },
    onSuccess: () => notify(translate('a1.packages.actions.invoiceSaved'), { type: 'info' }),
  });
}

/** Returns a package to its sender for a reason of the fixed list (one transaction on the server). */
export function useReturnPackage(packageId: number, trackingNumber: string) {
  const a1 = useA1();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnReason: ReturnReasonCode) => a1.call(A1.packageReturn, { query: { packageId, returnReason } }),
    onSuccess: () => notify(translate('a1.packages.returns.done', { number: trackingNumber }), { type: 'success' }),
    // The package's record (status Returned), its timeline and the search lists that show it.
    onSettled: () => packageChanged(queryClient, packageId, { lists: true }),
  });
}

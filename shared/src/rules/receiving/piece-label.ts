/**
 * A received piece's label (issue 26 point 4), ZPL for the workstation's label printer (4×6 in at 203 dpi): the
 * job, the customer, when it was received and the piece's code as a Code 128 barcode with its text. Pure, so the
 * dock prints it through the daemon at once, without another call to the server.
 */

export interface PieceLabel {
  code: string;
  jobNumber: string;
  customer: string;
  /** e.g. "3 of 12", or the piece's place in this session. */
  pieceText?: string;
  receivedOn: string;
}

/** ZPL field text: ^ and ~ start commands, so they are blanked; ZPL fonts take ASCII, so accents are dropped. */
export function zplText(text: string, max = 40): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\^~]/g, ' ')
    .slice(0, max);
}

export function pieceLabelZpl(label: PieceLabel): string {
  const line = (y: number, size: number, text: string) => `^FO40,${y}^A0N,${size},${size}^FD${zplText(text)}^FS`;
  return [
    '^XA^CI0',
    line(40, 60, `JOB ${label.jobNumber}`),
    line(120, 36, label.customer),
    line(170, 30, label.receivedOn),
    label.pieceText ? line(215, 30, label.pieceText) : '',
    `^FO40,290^BY3^BCN,180,N,N,N^FD${zplText(label.code, 80)}^FS`,
    line(500, 40, label.code),
    '^XZ',
  ].join('');
}

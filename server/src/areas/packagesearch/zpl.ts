/**
 * A package's label as ZPL (Zebra), 4 × 6 inches at 203 dpi: sender, consignee, service, weight and the tracking
 * number as a Code 128 barcode. ^CI28 reads the fields as UTF-8, so accented names print as typed. The label is
 * generated once and kept (package_labels): every re-print sends the same bytes.
 */

export interface LabelFields {
  trackingNumber: string;
  service: string;
  customer: string;
  jobNumber: string | null;
  consigneeName: string;
  consigneeAddress1: string;
  consigneeAddress2: string | null;
  consigneeCity: string;
  consigneePostalCode: string | null;
  consigneeCountry: string;
  weightKg: number;
}

/** ZPL field data may not hold its own command characters: ^ and ~ become spaces. */
const field = (text: string | null | undefined, max = 40): string =>
  (text ?? '').replace(/[\^~\r\n]/g, ' ').slice(0, max);

export function packageLabelZpl(p: LabelFields): string {
  const lines = [
    '^XA',
    '^CI28',
    '^PW812',
    '^LL1218',
    `^FO40,40^A0N,32,32^FD${field(p.customer)}^FS`,
    `^FO40,80^A0N,24,24^FDJob ${field(p.jobNumber ?? '-')}^FS`,
    `^FO560,40^A0N,40,40^FD${field(p.service, 16)}^FS`,
    '^FO40,130^GB732,3,3^FS',
    '^FO40,160^A0N,28,28^FDSHIP TO:^FS',
    `^FO40,200^A0N,40,40^FD${field(p.consigneeName)}^FS`,
    `^FO40,250^A0N,32,32^FD${field(p.consigneeAddress1)}^FS`,
    `^FO40,290^A0N,32,32^FD${field(p.consigneeAddress2)}^FS`,
    `^FO40,330^A0N,32,32^FD${field(`${p.consigneePostalCode ?? ''} ${p.consigneeCity}`.trim())}^FS`,
    `^FO40,370^A0N,48,48^FD${field(p.consigneeCountry, 2)}^FS`,
    `^FO560,370^A0N,32,32^FD${p.weightKg.toFixed(2)} KG^FS`,
    '^FO40,440^GB732,3,3^FS',
    `^FO70,480^BY3^BCN,200,Y,N,N^FD${field(p.trackingNumber, 40)}^FS`,
    '^XZ',
  ];
  return `${lines.join('\n')}\n`;
}

import type { Party } from './courier';

export type LabelContent = {
  courier: string;
  trackingNumber: string;
  from: Party;
  to: Party;
  orderName: string;
  grams: number;
  /** Printed across the label: a sandbox label ships nothing. */
  sandbox: boolean;
};

const lines = (p: Party) =>
  [p.name, p.line1, p.line2, `${p.city} ${p.province} ${p.postalCode}`.trim(), p.countryCode].filter(Boolean);

/** A 4x6 inch return label: addresses, a Code 128 barcode of the tracking number and a QR code of it. */
export async function labelPdf(label: LabelContent): Promise<Buffer> {
  // Imported with the first label: a process that prints none never loads them.
  const [{ toBuffer }, { default: PDFDocument }] = await Promise.all([
    import('bwip-js/node'),
    import('pdfkit'),
  ]);
  const [barcode, qr] = await Promise.all([
    toBuffer({ bcid: 'code128', text: label.trackingNumber, scale: 2, height: 12, includetext: true }),
    toBuffer({ bcid: 'qrcode', text: label.trackingNumber, scale: 3 }),
  ]);
  const doc = new PDFDocument({
    size: [288, 432],
    margin: 18,
    info: { Title: `Return label ${label.trackingNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(14).text(`${label.courier} return`, { continued: false });
  if (label.sandbox)
    doc.fontSize(9).fillColor('#b00').text('SANDBOX LABEL: NOT VALID FOR SHIPPING').fillColor('#000');
  doc.moveDown(0.5).fontSize(8).text('FROM');
  doc.fontSize(10).text(lines(label.from).join('\n'));
  doc.moveDown(0.5).fontSize(8).text('TO');
  doc.fontSize(12).text(lines(label.to).join('\n'));
  doc
    .moveDown(0.5)
    .fontSize(9)
    .text(`Order ${label.orderName}  ·  ${(label.grams / 1000).toFixed(2)} kg`);
  doc.image(barcode, 18, 290, { fit: [252, 60] });
  doc.image(qr, 198, 360, { fit: [66, 66] });
  doc.fontSize(10).text(label.trackingNumber, 18, 380);
  doc.end();
  return done;
}

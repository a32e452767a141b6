// A signed agreement as a PDF (pdfkit, standard fonts): the text, the drawn signature, the typed name, when,
// from where and the text's SHA-256. Used by the school's contracts and rights' publishing agreements.
import PDFDocument from 'pdfkit';
import { pdfToBuffer } from './pdf';

export interface SignedAgreement {
  title: string;
  text: string;
  sha256: string;
  typedName: string;
  signaturePng: Buffer;
  signedAt: Date;
  ipAddress: string;
}

export function agreementPdf(a: SignedAgreement): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: a.title, Author: 'TNM Music Institute' } });
  doc.font('Helvetica-Bold').fontSize(16).text(a.title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(10.5).text(a.text, { lineGap: 2 });
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(11).text('Signature');
  try {
    doc.image(a.signaturePng, { fit: [240, 90] });
  } catch {
    doc.font('Helvetica-Oblique').text('(signature image could not be drawn)');
  }
  doc.moveDown();
  doc.font('Helvetica').fontSize(10);
  doc.text(`Typed legal name: ${a.typedName}`);
  doc.text(`Signed at: ${a.signedAt.toISOString()} (UTC)`);
  doc.text(`IP address: ${a.ipAddress}`);
  doc.text(`SHA-256 of the agreement text: ${a.sha256}`);
  return pdfToBuffer(doc);
}

// PDFs of the school: the signed agreement and the certificate (pdfkit, standard fonts).
import PDFDocument from 'pdfkit';
import { pdfToBuffer } from '../platform/pdf';

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

export interface CertificateContent {
  holderName: string;
  title: string;
  issuedAt: Date;
  code: string;
  verifyUrl: string;
}

export function certificatePdf(c: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 60,
    info: { Title: c.title, Author: 'TNM Music Institute' },
  });
  const w = doc.page.width;
  doc
    .rect(30, 30, w - 60, doc.page.height - 60)
    .lineWidth(3)
    .stroke('#0f172a');
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#334155')
    .text('TNM Music Institute certifies that', { align: 'center' });
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(34).fillColor('#0f172a').text(c.holderName, { align: 'center' });
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#334155')
    .text('has completed the requirements of', { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#0f172a').text(c.title, { align: 'center' });
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor('#334155')
    .text(`Issued ${c.issuedAt.toISOString().slice(0, 10)}`, { align: 'center' });
  doc.text(`Certificate code ${c.code}`, { align: 'center' });
  doc.text(`Verify at ${c.verifyUrl}`, { align: 'center', link: c.verifyUrl });
  return pdfToBuffer(doc);
}

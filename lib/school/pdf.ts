// The school's certificate as a PDF (pdfkit, standard fonts); the signed agreement is lib/platform/agreement-pdf.ts.
import PDFDocument from 'pdfkit';
import { pdfToBuffer } from '../platform/pdf';

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

// PDFs of the rights area (pdfkit, standard fonts): the split sheet with every signature, and the
// copyright-protection certificate with a QR code to its public verification page.
import PDFDocument from 'pdfkit';
import { pdfToBuffer } from '../platform/pdf';
import QRCode from 'qrcode';

export interface SplitSheetPdf {
  title: string;
  text: string;
  sha256: string;
  signatures: {
    name: string;
    email: string;
    typedName: string | null;
    signedAt: Date | null;
    ipAddress: string | null;
    png: Buffer | null;
  }[];
}

export function splitSheetPdf(s: SplitSheetPdf): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: s.title } });
  doc.font('Helvetica-Bold').fontSize(16).text(s.title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(10.5).text(s.text, { lineGap: 2 });
  doc.moveDown();
  doc.fontSize(9).text(`SHA-256 of the agreement text: ${s.sha256}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(12).text('Signatures');
  for (const sig of s.signatures) {
    doc.moveDown(0.7);
    doc.font('Helvetica-Bold').fontSize(10.5).text(`${sig.name} <${sig.email}>`);
    doc.font('Helvetica').fontSize(10);
    if (!sig.signedAt) {
      doc.text('Not signed yet');
      continue;
    }
    if (sig.png) {
      try {
        doc.image(sig.png, { fit: [200, 70] });
      } catch {
        doc.font('Helvetica-Oblique').text('(drawn signature could not be drawn)');
      }
    }
    doc.text(`Typed name: ${sig.typedName ?? ''}`);
    doc.text(`Signed at: ${sig.signedAt.toISOString()} (UTC) from ${sig.ipAddress ?? 'unknown address'}`);
  }
  return pdfToBuffer(doc);
}

export interface CertificatePdf {
  code: string;
  subjectTitle: string;
  subjectKind: string;
  ownerName: string;
  fileSha256: string;
  issuedAt: Date;
  seq: number;
  entryHash: string;
  signature: string;
  verifyUrl: string;
}

export async function certificatePdf(c: CertificatePdf): Promise<Buffer> {
  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', margin: 1, width: 220 });
  const doc = new PDFDocument({ size: 'LETTER', margin: 60, info: { Title: `Copyright certificate ${c.code}` } });
  doc.font('Helvetica-Bold').fontSize(20).text('Copyright-protection certificate', { align: 'center' });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).text(`Certificate ${c.code}`, { align: 'center' });
  doc.moveDown(1.5);
  const rows: [string, string][] = [
    [c.subjectKind === 'track' ? 'Recording' : 'Musical work', c.subjectTitle],
    ['Owner', c.ownerName],
    ['Issued', `${c.issuedAt.toISOString()} (UTC)`],
    ['SHA-256 of the file and metadata', c.fileSha256],
    ['Position in the certificate log', String(c.seq)],
    ['Entry hash', c.entryHash],
    ['Ed25519 signature', c.signature],
  ];
  for (const [k, v] of rows) {
    doc.font('Helvetica-Bold').fontSize(10).text(k);
    doc.font('Helvetica').fontSize(10).text(v);
    doc.moveDown(0.5);
  }
  doc.moveDown();
  doc.image(qr, { fit: [140, 140] });
  doc.font('Helvetica').fontSize(9).text(`Verify this certificate at ${c.verifyUrl}`);
  return pdfToBuffer(doc);
}

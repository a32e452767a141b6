// pdfkit documents to bytes: the one place that collects a document's stream (statements, certificates,
// agreements and split sheets all end with `return pdfToBuffer(doc)`).

/** Ends the document and resolves with its bytes; pdfkit keeps what was written before the listeners attach. */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** PDFs made in the test that a render must refuse before drawing (docs/catalogue-admin.md#heavy-pdfs). */

/** One page of `width` × `height` points (a 20000 × 20000 pt page is 7 m a side). */
export async function pdfWithPageSize(width: number, height: number): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const doc = new mupdf.PDFDocument();
  doc.insertPage(-1, doc.addPage([0, 0, width, height], 0, doc.addObject({}), '0.8 0.1 0.1 rg 0 0 100 100 re f'));
  const bytes = Buffer.from(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

/**
 * An A4 page showing one image that declares `width` × `height` grey pixels while its data is a few
 * bytes: decoded, it would take width × height bytes (a decompression bomb's shape).
 */
export async function pdfWithImage(width: number, height: number): Promise<Buffer> {
  const mupdf = await import('mupdf');
  const doc = new mupdf.PDFDocument();
  const image = doc.addStream(Buffer.alloc(16), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const resources = doc.addObject({ XObject: { Im1: image } });
  doc.insertPage(-1, doc.addPage([0, 0, 595, 842], 0, resources, 'q 500 0 0 500 40 100 cm /Im1 Do Q'));
  const bytes = Buffer.from(doc.saveToBuffer('compress').asUint8Array());
  doc.destroy();
  return bytes;
}

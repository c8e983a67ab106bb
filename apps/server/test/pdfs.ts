import { deflateSync } from 'node:zlib';

// Small, valid PDFs with a given number of blank pages, written the ways real writers do: a classic
// cross-reference table, compressed objects (an xref stream and an object stream, PDF 1.5), and an
// incremental update that changes the page count.

const HEADER = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';

function pageObjects(pages: number, firstId: number): string[] {
  return Array.from(
    { length: pages },
    () => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> >>`,
  ).map((body, index) => `${firstId + index} 0 obj\n${body}\nendobj\n`);
}

const kids = (pages: number, firstId: number) =>
  Array.from({ length: pages }, (_, index) => `${firstId + index} 0 R`).join(' ');

function withTable(parts: string[], start: string, objectIds: number[], trailer: string, base = 0): string {
  let body = start;
  const offsets: number[] = [];
  for (const part of parts) {
    offsets.push(base + Buffer.byteLength(body, 'latin1'));
    body += part;
  }
  const xrefAt = base + Buffer.byteLength(body, 'latin1');
  const rows = objectIds.map((id, index) => `${id} 1\n${String(offsets[index]).padStart(10, '0')} 00000 n \n`);
  return `${body}xref\n0 1\n0000000000 65535 f \n${rows.join('')}trailer\n${trailer}\nstartxref\n${xrefAt}\n%%EOF\n`;
}

/** Catalog 1, page tree 2, pages from 3; a classic table and trailer. */
export function classicPdf(pages: number): Buffer {
  const parts = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    `2 0 obj\n<< /Type /Pages /Kids [${kids(pages, 3)}] /Count ${pages} >>\nendobj\n`,
    ...pageObjects(pages, 3),
  ];
  const ids = parts.map((_, index) => index + 1);
  return Buffer.from(withTable(parts, HEADER, ids, `<< /Size ${ids.length + 1} /Root 1 0 R >>`), 'latin1');
}

/** A classic PDF of `pages` pages, then an update that drops all but the first `kept` (the old tree stays in the file). */
export function updatedPdf(pages: number, kept: number): Buffer {
  const original = classicPdf(pages).toString('latin1');
  const firstXref = Number(/startxref\n(\d+)/.exec(original)![1]);
  const tree = `2 0 obj\n<< /Type /Pages /Kids [${kids(kept, 3)}] /Count ${kept} >>\nendobj\n`;
  const update = withTable(
    [tree],
    '',
    [2],
    `<< /Size ${pages + 3} /Root 1 0 R /Prev ${firstXref} >>`,
    Buffer.byteLength(original, 'latin1'),
  );
  return Buffer.from(original + update, 'latin1');
}

/** Catalog and page tree inside a deflated object stream, found through a deflated xref stream (PNG predictor). */
export function compressedPdf(pages: number): Buffer {
  const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
  const tree = `<< /Type /Pages /Kids [${kids(pages, 4)}] /Count ${pages} >>`;
  const header = `1 0 2 ${catalog.length + 1} `;
  const packed = deflateSync(Buffer.from(`${header}${catalog}\n${tree}`, 'latin1'));
  const streamObject = Buffer.concat([
    Buffer.from(
      `3 0 obj\n<< /Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const chunks: Buffer[] = [Buffer.from(HEADER, 'latin1'), streamObject];
  const offsets = new Map<number, number>([[3, Buffer.byteLength(HEADER, 'latin1')]]);
  let length = Buffer.byteLength(HEADER, 'latin1') + streamObject.length;
  for (const [index, page] of pageObjects(pages, 4).entries()) {
    offsets.set(4 + index, length);
    chunks.push(Buffer.from(page, 'latin1'));
    length += Buffer.byteLength(page, 'latin1');
  }
  const xrefId = 4 + pages;
  offsets.set(xrefId, length);
  // Rows of [type 1 byte, field 4 bytes, field 1 byte], each led by PNG filter 2 (up) as writers do.
  const rows: number[][] = [[0, 0, 0, 0, 0, 0]];
  rows.push([2, 0, 0, 0, 3, 0], [2, 0, 0, 0, 3, 1]);
  for (let id = 3; id <= xrefId; id++) {
    const at = offsets.get(id)!;
    rows.push([1, (at >>> 24) & 255, (at >>> 16) & 255, (at >>> 8) & 255, at & 255, 0]);
  }
  const predicted = rows.flatMap((row, r) => [
    2,
    ...row.map((byte, i) => (byte - (r > 0 ? rows[r - 1]![i]! : 0)) & 255),
  ]);
  const xref = deflateSync(Buffer.from(predicted));
  chunks.push(
    Buffer.from(
      `${xrefId} 0 obj\n<< /Type /XRef /Size ${xrefId + 1} /W [1 4 1] /Index [0 ${xrefId + 1}] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Columns 6 /Predictor 12 >> /Length ${xref.length} >>\nstream\n`,
      'latin1',
    ),
    xref,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(chunks);
}

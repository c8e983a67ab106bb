import { describe, expect, it } from 'vitest';
import { classicPdf, compressedPdf, updatedPdf } from '../../../test/pdfs';
import { countPdfPages } from './pdf-page-count';

const count = (bytes: Buffer) => countPdfPages(async (start, end) => bytes.subarray(start, end), bytes.length);

describe('PDF page count', () => {
  it('reads the page tree through a classic cross-reference table', async () => {
    expect(await count(classicPdf(1))).toBe(1);
    expect(await count(classicPdf(3))).toBe(3);
  });

  it('reads it through an xref stream and an object stream', async () => {
    expect(await count(compressedPdf(2))).toBe(2);
    expect(await count(compressedPdf(7))).toBe(7);
  });

  it('reads a page tree larger than the first chunk read', async () => {
    expect(await count(classicPdf(12_000))).toBe(12_000);
  });

  it('takes the newest page tree of an updated file', async () => {
    expect(await count(updatedPdf(5, 2))).toBe(2);
  });

  it('gives up (null) on what it cannot read', async () => {
    expect(await count(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'))).toBeNull();
    expect(await count(Buffer.from('%PDF-1.4 hello'))).toBeNull();
    const damaged = classicPdf(2)
      .toString('latin1')
      .replace(/startxref\n\d+/, 'startxref\n99');
    expect(await count(Buffer.from(damaged, 'latin1'))).toBeNull();
    expect(await count(Buffer.alloc(0))).toBeNull();
  });
});

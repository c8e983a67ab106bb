import { constants, inflateSync } from 'node:zlib';
import { dictOf, type PdfDict, PdfSyntaxError, type PdfValue } from './pdf-syntax';

// The stream encodings that PDF structure (xref and object streams) comes in: deflate, with or without PNG
// prediction. Anything else is left unread.

const MAX_INFLATED = 64 * 1024 * 1024;

function unpredict(data: Buffer, columns: number, bytesPerPixel: number): Buffer {
  const rowLength = columns + 1;
  const rows = Math.floor(data.length / rowLength);
  const out = Buffer.alloc(rows * columns);
  for (let row = 0; row < rows; row++) {
    const filter = data[row * rowLength]!;
    for (let i = 0; i < columns; i++) {
      const raw = data[row * rowLength + 1 + i]!;
      const left = i >= bytesPerPixel ? out[row * columns + i - bytesPerPixel]! : 0;
      const up = row > 0 ? out[(row - 1) * columns + i]! : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? out[(row - 1) * columns + i - bytesPerPixel]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw new PdfSyntaxError(`PNG filter ${filter}`);
      out[row * columns + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

export function decodeStream(dict: PdfDict, data: Buffer): Buffer {
  const filters = ([] as PdfValue[]).concat(dict.Filter ?? []);
  if (filters.length === 0) return data;
  if (filters.length > 1 || filters[0] !== '/FlateDecode') throw new PdfSyntaxError('unsupported filter');
  const inflated = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_INFLATED });
  const parms = dictOf(([] as PdfValue[]).concat(dict.DecodeParms ?? [])[0]);
  const predictor = typeof parms?.Predictor === 'number' ? parms.Predictor : 1;
  if (predictor === 1) return inflated;
  if (predictor < 10) throw new PdfSyntaxError('unsupported predictor');
  const columns = typeof parms?.Columns === 'number' ? parms.Columns : 1;
  const colors = typeof parms?.Colors === 'number' ? parms.Colors : 1;
  const bits = typeof parms?.BitsPerComponent === 'number' ? parms.BitsPerComponent : 8;
  return unpredict(inflated, Math.ceil((columns * colors * bits) / 8), Math.max(1, Math.ceil((colors * bits) / 8)));
}

import { decodeStream } from './pdf-stream-decode';
import { dictOf, isRef, type PdfDict, PdfLexer, PdfSyntaxError, type PdfValue } from './pdf-syntax';

// A PDF's page count, as a viewer finds it: the trailer names the catalog, the catalog the page tree, and the
// tree's root holds /Count. Only the few objects on that path are read (by byte range, so a 500 MB PDF costs a
// few kilobytes), through classic cross-reference tables and compressed ones (xref and object streams).

/** Bytes start..end (end excluded) of the stored file. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>;

type Entry = { offset: number } | { stream: number; index: number };

const TAIL_BYTES = 4096;
const FIRST_CHUNK = 64 * 1024;
const LARGEST_OBJECT = 16 * 1024 * 1024;
const MAX_SECTIONS = 64;
const MAX_READS = 400;
const MAX_ENTRIES = 2_000_000;

/** The number of pages, or null when the file cannot be read that way (damaged, encrypted object streams…). */
export async function countPdfPages(read: ReadRange, size: number): Promise<number | null> {
  try {
    return await new PdfStructure(read, size).pageCount();
  } catch {
    return null;
  }
}

const numbers = (value: PdfValue | undefined): number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number') ? (value as number[]) : [];

class PdfStructure {
  private readonly entries = new Map<number, Entry>();
  private readonly objectStreams = new Map<number, { data: Buffer; first: number; offsets: number[][] }>();
  private trailer: PdfDict | null = null;
  private reads = 0;

  constructor(
    private readonly read: ReadRange,
    private readonly size: number,
  ) {}

  async pageCount(): Promise<number | null> {
    await this.loadCrossReferences();
    const catalog = dictOf(await this.resolve(this.trailer?.Root));
    const pages = dictOf(await this.resolve(catalog?.Pages));
    const count = await this.resolve(pages?.Count);
    return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : null;
  }

  private bytes(start: number, end: number): Promise<Buffer> {
    if (++this.reads > MAX_READS) throw new PdfSyntaxError('too many reads');
    return this.read(Math.max(0, start), Math.min(this.size, end));
  }

  private async loadCrossReferences(): Promise<void> {
    const tail = await this.bytes(this.size - TAIL_BYTES, this.size);
    const at = tail.lastIndexOf('startxref');
    if (at < 0) throw new PdfSyntaxError('no startxref');
    let offset: number | undefined = new PdfLexer(tail, at + 'startxref'.length).integer();
    const seen = new Set<number>();
    while (offset !== undefined && !seen.has(offset) && seen.size < MAX_SECTIONS) {
      seen.add(offset);
      const trailer = await this.readSection(offset);
      this.trailer ??= trailer;
      // A hybrid file lists its compressed objects in a stream beside the table.
      if (typeof trailer.XRefStm === 'number' && !seen.has(trailer.XRefStm)) {
        seen.add(trailer.XRefStm);
        await this.readSection(trailer.XRefStm);
      }
      offset = typeof trailer.Prev === 'number' ? trailer.Prev : undefined;
    }
  }

  /** Newer sections are read first, so an object keeps the place its newest section gives it. */
  private add(number: number, entry: Entry): void {
    if (this.entries.size >= MAX_ENTRIES) throw new PdfSyntaxError('too many objects');
    if (!this.entries.has(number)) this.entries.set(number, entry);
  }

  private async readSection(offset: number): Promise<PdfDict> {
    const head = await this.bytes(offset, offset + 32);
    const lexer = new PdfLexer(head);
    if (lexer.expect('xref')) return this.readTable(offset + lexer.pos);
    const { dict, data } = await this.streamAt(offset);
    const widths = numbers(dict.W);
    if (dict.Type !== '/XRef' || widths.length !== 3) throw new PdfSyntaxError('not a cross-reference stream');
    const index = numbers(dict.Index).length > 0 ? numbers(dict.Index) : [0, Number(dict.Size)];
    const rowSize = widths[0]! + widths[1]! + widths[2]!;
    let at = 0;
    const field = (width: number, fallback: number) => {
      if (width === 0) return fallback;
      let value = 0;
      for (let i = 0; i < width; i++) value = value * 256 + data[at++]!;
      return value;
    };
    for (let pair = 0; pair + 1 < index.length; pair += 2) {
      const [start, count] = [index[pair]!, index[pair + 1]!];
      for (let i = 0; i < count && at + rowSize <= data.length; i++) {
        const type = field(widths[0]!, 1);
        const second = field(widths[1]!, 0);
        const third = field(widths[2]!, 0);
        if (type === 1) this.add(start + i, { offset: second });
        else if (type === 2) this.add(start + i, { stream: second, index: third });
        else if (type === 0) this.add(start + i, { offset: -1 });
      }
    }
    return dict;
  }

  /** Subsections of 20-byte rows, then the trailer; read in chunks, a subsection cut by a chunk's end read again. */
  private async readTable(start: number): Promise<PdfDict> {
    let pos = start;
    let chunk = FIRST_CHUNK;
    for (;;) {
      const lexer = new PdfLexer(await this.bytes(pos, pos + chunk));
      let done = 0;
      try {
        for (;;) {
          if (lexer.expect('trailer')) return dictOf(lexer.value()) ?? {};
          const first = lexer.integer();
          const count = lexer.integer();
          const rows: Entry[] = [];
          for (let i = 0; i < count; i++) {
            const offset = lexer.integer();
            lexer.integer();
            const kind = lexer.word();
            if (kind !== 'n' && kind !== 'f') throw new PdfSyntaxError('a cross-reference row ends early');
            rows.push({ offset: kind === 'n' ? offset : -1 });
          }
          for (const [i, row] of rows.entries()) this.add(first + i, row);
          done = lexer.pos;
        }
      } catch (error) {
        if (pos + lexer.bytes.length >= this.size || (done === 0 && chunk >= LARGEST_OBJECT)) throw error;
        pos += done;
        if (done === 0) chunk = Math.min(chunk * 8, LARGEST_OBJECT);
      }
    }
  }

  /** The value of object `number 0 obj … endobj` that starts at offset, read in growing chunks for big ones. */
  private async objectAt(offset: number): Promise<{ value: PdfValue; lexer: PdfLexer; chunkStart: number }> {
    for (let chunk = FIRST_CHUNK; ; chunk = Math.min(chunk * 8, LARGEST_OBJECT)) {
      const lexer = new PdfLexer(await this.bytes(offset, offset + chunk));
      try {
        lexer.integer();
        lexer.integer();
        if (!lexer.expect('obj')) throw new PdfSyntaxError(`no object at ${offset}`);
        return { value: lexer.value(), lexer, chunkStart: offset };
      } catch (error) {
        if (offset + chunk >= this.size || chunk >= LARGEST_OBJECT) throw error;
      }
    }
  }

  private async streamAt(offset: number): Promise<{ dict: PdfDict; data: Buffer }> {
    const { value, lexer, chunkStart } = await this.objectAt(offset);
    const dict = dictOf(value);
    if (!dict || !lexer.expect('stream')) throw new PdfSyntaxError(`no stream at ${offset}`);
    const { bytes } = lexer;
    if (bytes[lexer.pos] === 13) lexer.pos++;
    if (bytes[lexer.pos] === 10) lexer.pos++;
    const length = await this.resolve(dict.Length);
    if (typeof length !== 'number' || length < 0) throw new PdfSyntaxError('stream without a length');
    const dataStart = chunkStart + lexer.pos;
    return { dict, data: decodeStream(dict, await this.bytes(dataStart, dataStart + length)) };
  }

  private async resolve(value: PdfValue | undefined, depth = 0): Promise<PdfValue | undefined> {
    if (!isRef(value)) return value;
    if (depth > 8) throw new PdfSyntaxError('references go round');
    return this.resolve(await this.object(value.ref), depth + 1);
  }

  private async object(number: number): Promise<PdfValue | undefined> {
    const entry = this.entries.get(number);
    if (!entry) return undefined;
    if ('offset' in entry) return entry.offset < 0 ? null : (await this.objectAt(entry.offset)).value;
    let holder = this.objectStreams.get(entry.stream);
    if (!holder) {
      const place = this.entries.get(entry.stream);
      if (!place || !('offset' in place) || place.offset < 0) throw new PdfSyntaxError('object stream not found');
      const { dict, data } = await this.streamAt(place.offset);
      const lexer = new PdfLexer(data);
      const offsets = Array.from({ length: Number(dict.N) || 0 }, () => [lexer.integer(), lexer.integer()]);
      holder = { data, first: Number(dict.First) || 0, offsets };
      this.objectStreams.set(entry.stream, holder);
    }
    const found = holder.offsets[entry.index]?.[0] === number ? holder.offsets[entry.index] : undefined;
    const [, at] = found ?? holder.offsets.find(([n]) => n === number) ?? [];
    if (at === undefined) return undefined;
    return new PdfLexer(holder.data, holder.first + at).value();
  }
}

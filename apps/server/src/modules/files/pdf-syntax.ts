// Just enough of PDF's object syntax to read a document's structure (cross-reference sections, the catalog and
// the page tree): numbers, names, strings (skipped, not decoded), arrays, dictionaries and references.

export interface PdfRef {
  ref: number;
  gen: number;
}
export interface PdfDict {
  [key: string]: PdfValue;
}
/** A name is kept as `/Name`; a string's content is not needed, so strings are kept as `(…)`. */
export type PdfValue = number | boolean | null | string | PdfRef | PdfValue[] | { dict: PdfDict };

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export class PdfSyntaxError extends Error {}

export const isRef = (value: PdfValue | undefined): value is PdfRef =>
  typeof value === 'object' && value !== null && 'ref' in value;
export const dictOf = (value: PdfValue | undefined): PdfDict | null =>
  typeof value === 'object' && value !== null && 'dict' in value ? value.dict : null;

/** Reads PDF objects from a buffer, from a position; `pos` is where the next token starts after a read. */
export class PdfLexer {
  constructor(
    readonly bytes: Buffer,
    public pos = 0,
  ) {}

  private skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos]!;
      if (WHITESPACE.has(byte)) this.pos++;
      else if (byte === 0x25 /* % */) {
        while (this.pos < bytes.length && bytes[this.pos] !== 10 && bytes[this.pos] !== 13) this.pos++;
      } else return;
    }
  }

  /** The next bare word or number ("obj", "xref", "12"), or null at a delimiter or the end. */
  word(): string | null {
    this.skipSpace();
    const start = this.pos;
    while (this.pos < this.bytes.length && isRegular(this.bytes[this.pos]!)) this.pos++;
    return this.pos > start ? this.bytes.toString('latin1', start, this.pos) : null;
  }

  /** The next token is this keyword (consumed when it is). */
  expect(keyword: string): boolean {
    const before = this.pos;
    if (this.word() === keyword) return true;
    this.pos = before;
    return false;
  }

  integer(): number {
    const word = this.word();
    if (word === null || !/^\d+$/.test(word)) throw new PdfSyntaxError(`expected a whole number at ${this.pos}`);
    return Number(word);
  }

  value(depth = 0): PdfValue {
    if (depth > 64) throw new PdfSyntaxError('objects nested too deeply');
    this.skipSpace();
    const { bytes } = this;
    const byte = bytes[this.pos];
    if (byte === undefined) throw new PdfSyntaxError('unexpected end of data');
    if (byte === 0x3c /* < */ && bytes[this.pos + 1] === 0x3c) {
      this.pos += 2;
      const dict: PdfDict = {};
      for (;;) {
        this.skipSpace();
        if (bytes[this.pos] === 0x3e && bytes[this.pos + 1] === 0x3e) {
          this.pos += 2;
          return { dict };
        }
        const key = this.value(depth + 1);
        if (typeof key !== 'string' || !key.startsWith('/')) throw new PdfSyntaxError('a dictionary key is not a name');
        dict[key.slice(1)] = this.value(depth + 1);
      }
    }
    if (byte === 0x3c) {
      const end = bytes.indexOf(0x3e, this.pos);
      if (end < 0) throw new PdfSyntaxError('unterminated hex string');
      this.pos = end + 1;
      return '(…)';
    }
    if (byte === 0x28 /* ( */) return this.literalString();
    if (byte === 0x5b /* [ */) {
      this.pos++;
      const items: PdfValue[] = [];
      for (;;) {
        this.skipSpace();
        if (bytes[this.pos] === 0x5d) {
          this.pos++;
          return items;
        }
        items.push(this.value(depth + 1));
      }
    }
    if (byte === 0x2f /* / */) {
      this.pos++;
      return `/${this.word() ?? ''}`;
    }
    const word = this.word();
    if (word === null) throw new PdfSyntaxError(`unexpected byte ${byte} at ${this.pos}`);
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    if (!NUMBER.test(word)) throw new PdfSyntaxError(`unexpected word ${word}`);
    // "12 0 R" is a reference; anything else after a number leaves the number alone.
    if (/^\d+$/.test(word)) {
      const after = this.pos;
      const gen = this.word();
      if (gen !== null && /^\d+$/.test(gen) && this.word() === 'R') return { ref: Number(word), gen: Number(gen) };
      this.pos = after;
    }
    return Number(word);
  }

  private literalString(): string {
    const { bytes } = this;
    let depth = 0;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos++];
      if (byte === 0x5c /* \ */) this.pos++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) return '(…)';
    }
    throw new PdfSyntaxError('unterminated string');
  }
}

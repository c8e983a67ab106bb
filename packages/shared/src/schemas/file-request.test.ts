import { describe, expect, it } from 'vitest';
import { acceptsContent, acceptsDeclared, describeAccept, requestItemSchema } from './file-request';
import { sectionSchema } from './section';

describe('acceptsDeclared', () => {
  it('takes anything when the item names no types', () => {
    expect(acceptsDeclared(undefined, 'a.bin', '')).toBe(true);
    expect(acceptsDeclared([], 'a.bin', 'application/octet-stream')).toBe(true);
  });

  it('matches wildcards, exact types and extensions', () => {
    expect(acceptsDeclared(['image/*'], 'logo.png', 'image/png')).toBe(true);
    expect(acceptsDeclared(['image/*'], 'notes.pdf', 'application/pdf')).toBe(false);
    expect(acceptsDeclared(['application/pdf'], 'a.pdf', 'application/pdf')).toBe(true);
    expect(acceptsDeclared(['.docx'], 'Brief.DOCX', '')).toBe(true);
    expect(acceptsDeclared(['.docx'], 'brief.doc', 'application/msword')).toBe(false);
  });

  it('judges by the extension when the browser gives no type', () => {
    expect(acceptsDeclared(['image/*'], 'photo.heic', '')).toBe(true);
    expect(acceptsDeclared(['image/*'], 'run.exe', '')).toBe(false);
  });
});

describe('acceptsContent', () => {
  it('refuses a program renamed to an image', () => {
    expect(acceptsContent(['image/*'], 'cat.png', 'application/x-msdownload')).toBe(false);
    expect(acceptsContent(['.png'], 'cat.png', 'application/x-msdownload')).toBe(false);
    expect(acceptsContent(undefined, 'cat.png', 'application/x-elf')).toBe(false);
  });

  it('takes content that fits', () => {
    expect(acceptsContent(['image/*'], 'cat.png', 'image/png')).toBe(true);
    expect(acceptsContent(['text/csv'], 'numbers.csv', 'text/plain')).toBe(true);
    expect(
      acceptsContent(['.docx'], 'a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe(true);
    expect(acceptsContent(['application/pdf'], 'a.pdf', 'text/plain')).toBe(false);
  });
});

describe('describeAccept', () => {
  it('names presets and lists the rest', () => {
    expect(describeAccept(undefined)).toBe('Any type');
    expect(describeAccept(['image/*', 'application/pdf', '.psd'])).toBe('Images, PDF, .psd');
  });
});

describe('request sections', () => {
  it('parses a request with items and refuses bad ones', () => {
    const ok = sectionSchema.safeParse({
      id: 'r1',
      type: 'request',
      title: 'Files we need',
      dueDate: '2026-12-01',
      items: [{ id: 'logo', title: 'Logo', accept: ['IMAGE/*', '.SVG'], maxFiles: 3 }],
    });
    expect(ok.success).toBe(true);
    if (ok.success && ok.data.type === 'request') {
      expect(ok.data.items[0]?.required).toBe(true);
      expect(ok.data.items[0]?.accept).toEqual(['image/*', '.svg']);
    }
    expect(sectionSchema.safeParse({ id: 'r1', type: 'request', title: '', items: [] }).success).toBe(false);
    expect(requestItemSchema.safeParse({ id: 'a', title: 'A', accept: ['exe'] }).success).toBe(false);
    expect(requestItemSchema.safeParse({ id: 'a', title: 'A', maxFiles: 0 }).success).toBe(false);
    expect(
      sectionSchema.safeParse({
        id: 'r',
        type: 'request',
        title: 'x',
        dueDate: '2026-13-45',
        items: [{ id: 'a', title: 'A' }],
      }).success,
    ).toBe(false);
  });
});

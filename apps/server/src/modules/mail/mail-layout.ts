import { escapeHtml } from '@clientdock/shared';

export interface MailLayoutOptions {
  /** The mail's content, already escaped HTML. */
  inner: string;
  /** Under a rule at the bottom of the card (why this mail came, settings and unsubscribe links), already escaped HTML. */
  footer?: string;
  /** A 4px bar in this colour along the top of the card. */
  band?: string;
  /** Above the content, e.g. the sender's logo, already escaped HTML. */
  header?: string;
  /** The card's largest width in pixels. */
  width?: number;
}

const PAGE = 'font-family:Inter,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px';
const CARD = 'margin:auto;background:#fff;border-radius:12px';

/**
 * The one HTML frame of every mail: a white card with rounded corners on a light page. A plain card holds the
 * content alone; a card with a coloured band, a header or a footer splits into those parts.
 */
export function mailLayout(opts: MailLayoutOptions): string {
  const width = opts.width ?? 520;
  if (opts.band === undefined && opts.header === undefined && opts.footer === undefined) {
    return `<!doctype html><html><body style="${PAGE}">
<div style="max-width:${width}px;${CARD};padding:32px">
${opts.inner}
</div></body></html>`;
  }
  const band = opts.band === undefined ? '' : `<div style="height:4px;background:${escapeHtml(opts.band)}"></div>\n`;
  const header = opts.header === undefined ? '' : `<div style="padding:24px 32px 0">${opts.header}</div>\n`;
  const content = `<div style="padding:${opts.header === undefined ? '24px 32px' : '8px 32px 24px'}">
${opts.inner}
</div>`;
  const footer =
    opts.footer === undefined
      ? ''
      : `\n<div style="padding:16px 32px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px">
${opts.footer}
</div>`;
  return `<!doctype html><html><body style="margin:0;${PAGE}">
<div style="max-width:${width}px;${CARD};overflow:hidden">
${band}${header}${content}${footer}</div></body></html>`;
}

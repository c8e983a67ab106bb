import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailRepository, OutboxInsert, OutboxRetryRow } from './mail.repository';
import { mailSubject, oneLine } from './templates';

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface MailResult {
  id: string;
  delivered: boolean;
}

/** A mail whose outbox row the caller writes (with what the mail tells of), then delivers. */
export interface MailDraft {
  outbox: OutboxInsert;
  /** Call once the outbox row is written. */
  deliver(): Promise<MailResult>;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Records the mail in the outbox first, so nothing acknowledged is lost, then delivers it. */
  send(message: MailMessage): Promise<MailResult>;
  /** `send` in two steps, for a caller that writes the outbox row in its own transaction. */
  draft(message: MailMessage): MailDraft;
  /** One more try of a mail already in the outbox (claimed by the caller); a failure plans the next try. */
  retry(row: OutboxRetryRow): Promise<MailResult>;
  /** Connects and signs in to the SMTP server, without sending: throws what went wrong. */
  verify(): Promise<void>;
  close(): void;
}

/** Subject and header values on one line each, whatever a caller put in them: no name can add a header. */
function onOneLine(message: MailMessage): MailMessage {
  const headers = message.headers
    ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, oneLine(value)]))
    : undefined;
  return { ...message, subject: mailSubject(message.subject), headers };
}

export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  repository: MailRepository;
  log: FastifyBaseLogger;
  /** Print a kept mail's text (its links and codes) to the log: in development only; in production it stays in the outbox. */
  printText?: boolean;
}): Mailer {
  const transporter: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const deliver = async (message: MailMessage, id: string): Promise<MailResult> => {
    if (!transporter) {
      const fields = { mailId: id, to: message.to, subject: message.subject };
      if (opts.printText === false) opts.log.info(fields, 'mail kept in outbox (no SMTP_URL)');
      else opts.log.info(fields, `mail kept in outbox:\n${message.text}`);
      return { id, delivered: false };
    }
    try {
      await transporter.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      await opts.repository.markSent(id);
      return { id, delivered: true };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      opts.log.error({ mailId: id, err: reason }, 'mail delivery failed; kept in outbox');
      await opts.repository.markFailed(id, reason);
      return { id, delivered: false };
    }
  };
  const draft = (unchecked: MailMessage): MailDraft => {
    const message = onOneLine(unchecked);
    const outbox: OutboxInsert = {
      id: randomUUID(),
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status: transporter ? 'pending' : 'logged',
      headers: message.headers,
    };
    return { outbox, deliver: () => deliver(message, outbox.id) };
  };
  return {
    transport: transporter ? 'smtp' : 'outbox',
    draft,
    async send(message) {
      const mail = draft(message);
      await opts.repository.insert(mail.outbox);
      return mail.deliver();
    },
    retry(row) {
      if (!transporter) return Promise.resolve({ id: row.id, delivered: false });
      return deliver(onOneLine({ ...row, html: row.html ?? undefined }), row.id);
    },
    async verify() {
      if (transporter) await transporter.verify();
    },
    close() {
      transporter?.close();
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailRepository } from './mail.repository';

export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Records the mail in the outbox first, so nothing acknowledged is lost, then delivers it. */
  send(message: MailMessage): Promise<{ id: string; delivered: boolean }>;
  close(): void;
}

export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  repository: MailRepository;
  log: FastifyBaseLogger;
}): Mailer {
  const transporter: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    transport: transporter ? 'smtp' : 'outbox',
    async send(message) {
      const id = randomUUID();
      await opts.repository.insert({
        id,
        kind: message.kind,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        status: transporter ? 'pending' : 'logged',
      });
      if (!transporter) {
        opts.log.info(
          { mailId: id, to: message.to, subject: message.subject },
          `mail kept in outbox:\n${message.text}`,
        );
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
    },
    close() {
      transporter?.close();
    },
  };
}

// What other modules use of mail; inside the module, files import one another directly.

export { insertOutboxQuery, type OutboxInsert, outboxValues } from './mail.repository';
export { mailLayout } from './mail-layout';
export { DAY_MS, HOUR_MS, hasMailAllowance, type MailLimit, takeMailAllowance } from './mail-limits';
export type { Mailer, MailMessage } from './mailer';
export { actionMail, codeMail, mailGreeting, mailName, mailSubject } from './templates';

import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A file sent with a message (the sign-up's `.ics`). */
export interface Attachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Attachment[];
}

export interface Mailer {
  /** Queues a message; sending never delays or fails the request (failures are logged). */
  send(mail: Mail, note?: string): void;
  /** Resolves when every queued message is sent or written (tests, shutdown). */
  idle(): Promise<void>;
}

interface MailerOptions {
  smtpUrl?: string;
  mailFrom?: string;
  outboxDir: string;
  /** Whether a message kept in the outbox has its `note` (a reset or confirmation link) logged: never in production, where the log is read by more people than the account's owner. */
  logNotes: boolean;
  log: { warn(message: string): void; error(obj: unknown, message: string): void };
}

const DEV_FROM = 'Plataforma Juvenil <no-responder@plataforma.local>';

/**
 * SMTP when SMTP_URL and MAIL_FROM are set; otherwise each message becomes one `.eml` file in the
 * development outbox (nodemailer's stream transport writes the raw message) and `note` (the link)
 * is logged outside production, so a fresh clone can finish a password reset without a mail server.
 */
export function createMailer({ smtpUrl, mailFrom, outboxDir, logNotes, log }: MailerOptions): Mailer {
  const smtp = smtpUrl && mailFrom ? nodemailer.createTransport(smtpUrl) : undefined;
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const pending = new Set<Promise<void>>();

  const deliver = async (mail: Mail, note?: string) => {
    if (smtp) {
      await smtp.sendMail({ ...mail, from: mailFrom });
      return;
    }
    const { message } = await stream.sendMail({ ...mail, from: DEV_FROM });
    await mkdir(outboxDir, { recursive: true });
    const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, message as Buffer);
    log.warn(`Correo de desarrollo (sin SMTP_URL) guardado en ${file}${note && logNotes ? `: ${note}` : ''}`);
  };

  return {
    send(mail, note) {
      const job = deliver(mail, note)
        .catch((error: unknown) => log.error({ err: error }, 'No se pudo enviar un correo'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}

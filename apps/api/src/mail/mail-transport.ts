import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../config/env';

/** One message as the outbox stores it, ready for a transport. */
interface MailMessage {
  /** The outbox row id; names the .eml file. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** 'smtp' or 'file'; for logs. */
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP waits at most this long to connect, for the greeting, and for each reply. */
const SMTP_TIMEOUT_MS = 10_000;

function outboxDirectory(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

function toNodemailer(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
  };
}

/**
 * SMTP when `SMTP_URL` is set (nodemailer parses user, password and TLS from the URL), otherwise
 * files: nodemailer builds the same RFC 822 message and it is written to `$DATA_DIR/outbox/<id>.eml`,
 * which any mail client opens. Files are written under a temporary name and renamed, so a reader
 * never sees half a message.
 */
export function createMailTransport(mail: MailConfig, dataDir: string): MailTransport {
  if (mail.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
    });
    return {
      kind: 'smtp',
      send: async (message) => {
        await transporter.sendMail(toNodemailer(mail.from, message));
      },
      close: () => transporter.close(),
    };
  }

  const directory = outboxDirectory(dataDir);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    send: async (message) => {
      const info = await transporter.sendMail(toNodemailer(mail.from, message));
      await fs.mkdir(directory, { recursive: true });
      const file = path.join(directory, `${message.id}.eml`);
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, info.message as Buffer);
      await fs.rename(temporary, file);
    },
    close: () => transporter.close(),
  };
}

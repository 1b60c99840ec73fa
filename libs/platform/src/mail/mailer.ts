import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { createLogger } from '../ops/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message as a .eml file under the mail folder and logs
 * one JSON line naming the recipient and the file (docs/rules.md §4). Never the subject or the body: a sign-in code
 * is in them, and no code may reach a log.
 */
export class Mailer {
  private readonly transport: Transporter;

  private readonly logger: Logger;

  constructor(private readonly options: { smtpUrl?: string; from: string; mailDir: string; logger?: Logger }) {
    this.logger = options.logger ?? createLogger('mail');
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (this.options.smtpUrl) return;
    await mkdir(this.options.mailDir, { recursive: true });
    // Two mails to one address in the same millisecond (a burst of code requests) must not share a name: the
    // process's count follows the time, padded so the names still sort in the order they were written.
    const file = path.join(this.options.mailDir, `${Date.now()}-${String(++written).padStart(6, '0')}-${safeName(message.to)}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message, { flag: 'wx' });
    this.logger.info({ to: message.to, file }, 'mail written to the mail folder (no SMTP_URL): open the file to read it');
  }
}

let written = 0;

function safeName(value: string): string {
  return value.replace(/[^a-z0-9@._-]/gi, '_');
}

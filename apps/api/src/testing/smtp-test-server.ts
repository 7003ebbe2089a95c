import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on 127.0.0.1 for tests: keeps every message it receives, parsed. */
export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Resolves once `count` messages have arrived in all; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/** The raw value of a header (mailparser folds List-* headers into one object, so read the lines). */
export function headerValue(message: ParsedMail, name: string): string | undefined {
  const line = message.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  // Unfold (RFC 5322 2.2.3): a line break followed by white space is part of the value.
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            messages.push(parsed);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitFor(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

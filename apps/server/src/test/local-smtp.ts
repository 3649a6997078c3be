import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server answers to a recipient: accept, or refuse with an SMTP code. */
type Answer = { code: number; message: string } | 'accept';

/**
 * A real SMTP server on a random local port (the `smtp-server` package): tests send through it with
 * nodemailer and read what arrived, parsed by `mailparser`; `answer` makes it refuse an address.
 */
export async function startLocalSmtp() {
  const received: ParsedMail[] = [];
  const answers = new Map<string, Answer[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const answer = answers.get(address.address)?.shift() ?? 'accept';
      if (answer === 'accept') return callback();
      callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next RCPT commands for this address are answered with these codes, in order. */
    answer: (address: string, ...next: Answer[]) =>
      answers.set(address, [...(answers.get(address) ?? []), ...next]),
    /** What arrived for one address. */
    to: (address: string) =>
      received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { connect } from 'node:net';

/**
 * Whether anything answers at a URL's host and port: a TCP connection, nothing sent. Used before a run
 * against a given base URL, so a wrong address is one clear error instead of every test failing alike.
 * Resolves to undefined when reachable, else to a reason such as "connection refused".
 */
export function unreachableReason(url: string, timeoutMs = 5000): Promise<string | undefined> {
  const parsed = new URL(url);
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80));
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const settle = (reason: string | undefined) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(timeoutMs, () => settle(`no answer within ${timeoutMs / 1000} s`));
    socket.once('connect', () => settle(undefined));
    socket.once('error', (error: NodeJS.ErrnoException) => settle(REASONS[error.code ?? ''] ?? error.message));
  });
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused (nothing listens there)',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'the host name could not be resolved now',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
};

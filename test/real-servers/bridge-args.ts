import path from 'node:path';
import { repoRoot } from '../helpers/paths.js';

/** `node --import loopback.js`: binds a listen without a host (or on every interface) to 127.0.0.1. */
export const onLoopback = ['--import', path.join(repoRoot, 'dist', 'test', 'real-servers', 'servers', 'loopback.js')];

/**
 * Node's arguments for supergateway (`supergateway`: its main module) in front of a stdio command
 * line, stdio → Streamable HTTP with sessions (--stateful), on `port` of 127.0.0.1, logging nothing.
 */
export function supergatewayArgs(supergateway: string, stdioCommand: string, port: number): string[] {
  return [
    ...onLoopback,
    supergateway,
    '--stdio',
    stdioCommand,
    '--outputTransport',
    'streamableHttp',
    '--stateful',
    '--port',
    String(port),
    '--logLevel',
    'none',
  ];
}

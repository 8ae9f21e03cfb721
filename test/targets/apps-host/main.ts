// Starts the reference MCP Apps host and, beside it, wirecase's probe server (the MCP server whose
// View records what the host sends): `node main.js --port N`. HOST_FAULT=<name> switches a host fault
// on (faults.ts; not FAULT, which the MCP reference server of the server-role suite reads). The probe server's URL is served at /config, where the suite's setup reads it.

import { startProbeServer } from '../../../src/serve/probe/index.js';
import { startAppsHost } from './host-server.js';

const at = process.argv.indexOf('--port');
const port = at > 0 ? Number(process.argv[at + 1]) : 3040;
const probe = await startProbeServer({ port: 0 });
const host = await startAppsHost({ port, fault: process.env.HOST_FAULT, probeUrl: probe.url });
process.stdout.write(
  `reference MCP Apps host on ${host.url} (probe server ${probe.url})${process.env.HOST_FAULT ? `, fault ${process.env.HOST_FAULT}` : ''}\n`,
);
const stop = () => void Promise.all([host.close(), probe.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

// Starts the @mcp-ui/client AppRenderer host (host-server.ts) and, beside it, wirecase's probe server,
// and prints the command that runs the host-role suite against them: `node main.js --port N`.

import { startProbeServer } from '../../../src/serve/probe/index.js';
import { startMcpUiHost } from './host-server.js';

const at = process.argv.indexOf('--port');
const port = at > 0 ? Number(process.argv[at + 1]) : 3050;
const probe = await startProbeServer({ port: 0 });
const host = await startMcpUiHost({ port });
process.stdout.write(
  `@mcp-ui/client AppRenderer host on ${host.url} (probe server ${probe.url})\n` +
    `  node bin/wirecase.js run scenarios/mcp-apps/host --var host_url=${host.url}/ --var probe_url=${probe.url}\n`,
);
const stop = () => void Promise.all([host.close(), probe.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

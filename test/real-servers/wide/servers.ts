/**
 * The wide corpus: real MCP servers from npm in wide use (by monthly downloads), products rather
 * than SDK examples, each run as its README tells a user to, offline on 127.0.0.1 with dummy
 * credentials. Only `npm run real-servers -- --wide` runs them (scripts/real-servers.mjs): their
 * packages are in test/real-servers/wide/package.json and its lock, installed there with `npm ci`
 * when wide/node_modules is missing, never by the project's own install nor in `npm test`.
 *
 * A server that speaks Streamable HTTP itself is started so; a stdio-only one runs behind
 * supergateway (a devDependency of the project, as `supergateway-memory` in ../servers.ts).
 * Every one gets a scratch folder as its HOME and working folder (config files, caches, telemetry
 * ids land there, and it is removed at stop). The upstream APIs they front are unreachable here:
 * what they answer then is what a judge must not count as the server's fault.
 */
import path from 'node:path';
import { repoRoot } from '../../helpers/paths.js';
import { onLoopback, supergatewayArgs } from '../bridge-args.js';
import type { RealServer } from '../servers.js';

/** The folder the wide corpus is installed in. */
export const wideRoot = path.join(repoRoot, 'test', 'real-servers', 'wide');
const wideModule = (...parts: string[]) => path.join(wideRoot, 'node_modules', ...parts);
const mainModule = (...parts: string[]) => path.join(repoRoot, 'node_modules', ...parts);
/** `node --import loopback.js`: for servers that listen on every interface and take no host. */
/** The dummy secret every server that wants a token or key is given. */
export const DUMMY_TOKEN = 'wirecase-dummy-token';

/** HOME and the working folder in the scratch folder, and no telemetry anywhere it can be turned off. */
const quiet = (scratch: string, env: Record<string, string> = {}): Record<string, string> => ({
  HOME: scratch,
  XDG_CONFIG_HOME: path.join(scratch, '.config'),
  XDG_CACHE_HOME: path.join(scratch, '.cache'),
  DO_NOT_TRACK: '1',
  OTEL_SDK_DISABLED: 'true',
  ...env,
});

/** A stdio server behind supergateway (stdio → Streamable HTTP, --stateful), bound to 127.0.0.1. */
function bridged(port: number, stdio: string[]): string[] {
  return supergatewayArgs(mainModule('supergateway', 'dist', 'index.js'), stdio.map((part) => JSON.stringify(part)).join(' '), port);
}

const node = process.execPath;

export const WIDE_SERVERS: readonly RealServer[] = [
  {
    name: 'playwright-mcp',
    kind: 'npm product',
    packages: ['@playwright/mcp'],
    description: "Microsoft's Playwright browser automation server (no browser installed: its tools fail when run)",
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [wideModule('@playwright', 'mcp', 'cli.js'), '--port', String(port), '--host', '127.0.0.1', '--headless', '--isolated'],
      env: quiet(scratch),
    }),
  },
  {
    name: 'context7',
    kind: 'npm product',
    packages: ['@upstash/context7-mcp'],
    description: "Upstash's Context7 documentation service (its API unreachable); `--transport http`",
    revisions: '2025-era via `initialize`, stateless',
    path: '/mcp',
    scratch: true,
    // It listens on every interface (`app.listen(port)`): loopback.js binds it to 127.0.0.1.
    command: (port, scratch) => ({
      command: node,
      args: [...onLoopback, wideModule('@upstash', 'context7-mcp', 'dist', 'index.js'), '--transport', 'http', '--port', String(port)],
      env: quiet(scratch),
    }),
  },
  {
    name: 'notion',
    kind: 'npm product',
    packages: ['@notionhq/notion-mcp-server'],
    description: "Notion's official server, `--transport http` with its required bearer token (`--auth-token`, not given to the run)",
    revisions: 'unknown zero-config: every request without the token is refused 401',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [
        wideModule('@notionhq', 'notion-mcp-server', 'bin', 'cli.mjs'),
        '--transport',
        'http',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--auth-token',
        DUMMY_TOKEN,
      ],
      env: quiet(scratch, { NOTION_TOKEN: 'ntn_wirecase_dummy' }),
    }),
  },
  {
    name: 'mongodb',
    kind: 'npm product',
    packages: ['mongodb-mcp-server'],
    description: "MongoDB's official server, `--transport http`, no connection string (no database)",
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [
        wideModule('mongodb-mcp-server', 'dist', 'esm', 'index.js'),
        '--transport',
        'http',
        '--httpHost',
        '127.0.0.1',
        '--httpPort',
        String(port),
        '--telemetry',
        'disabled',
        '--logPath',
        path.join(scratch, 'logs'),
      ],
      env: quiet(scratch),
    }),
  },
  {
    name: 'antv-chart',
    kind: 'npm product',
    packages: ['@antv/mcp-server-chart'],
    description: "AntV's chart generator (its rendering service unreachable), `--transport streamable`",
    revisions: '2025-era via `initialize`, stateless',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [wideModule('@antv', 'mcp-server-chart', 'build', 'index.js'), '--transport', 'streamable', '--host', '127.0.0.1', '--port', String(port)],
      env: quiet(scratch),
    }),
  },
  {
    name: 'dbhub',
    kind: 'npm product',
    packages: ['@bytebase/dbhub'],
    description: "Bytebase's database server, `--transport http --demo` (its bundled SQLite sample database)",
    revisions: '2025-era via `initialize`, stateless',
    path: '/mcp',
    scratch: true,
    // It listens on 0.0.0.0: loopback.js binds it to 127.0.0.1.
    command: (port, scratch) => ({
      command: node,
      args: [...onLoopback, wideModule('@bytebase', 'dbhub', 'dist', 'index.js'), '--transport', 'http', '--port', String(port), '--demo'],
      env: quiet(scratch),
    }),
  },
  {
    name: 'figma',
    kind: 'npm product',
    packages: ['figma-developer-mcp'],
    description: 'Framelink Figma server (a dummy API key; the Figma API unreachable), its HTTP mode',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [wideModule('figma-developer-mcp', 'dist', 'bin.js'), '--figma-api-key', DUMMY_TOKEN, '--host', '127.0.0.1', '--port', String(port)],
      env: quiet(scratch),
    }),
  },
  {
    name: 'firecrawl',
    kind: 'npm product',
    packages: ['firecrawl-mcp'],
    description: 'Firecrawl web scraping (on its own FastMCP fork; a dummy API key, the API unreachable), `HTTP_STREAMABLE_SERVER=true`',
    revisions: '2025-06-18, stateless',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [wideModule('firecrawl-mcp', 'dist', 'index.js')],
      env: quiet(scratch, { HTTP_STREAMABLE_SERVER: 'true', FIRECRAWL_API_KEY: `fc-${DUMMY_TOKEN}`, PORT: String(port), HOST: '127.0.0.1' }),
    }),
  },
  {
    name: 'gitlab',
    kind: 'npm product',
    packages: ['@zereight/mcp-gitlab'],
    description: 'GitLab server, `STREAMABLE_HTTP=true` with its required bearer token (`STREAMABLE_HTTP_AUTH_TOKEN`, not given to the run)',
    revisions: 'unknown zero-config: every request without the token is refused 401',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [wideModule('@zereight', 'mcp-gitlab', 'build', 'index.js')],
      env: quiet(scratch, {
        STREAMABLE_HTTP: 'true',
        STREAMABLE_HTTP_AUTH_TOKEN: DUMMY_TOKEN,
        GITLAB_PERSONAL_ACCESS_TOKEN: `glpat-${DUMMY_TOKEN}`,
        GITLAB_API_URL: 'http://127.0.0.1:9/api/v4',
        HOST: '127.0.0.1',
        PORT: String(port),
      }),
    }),
  },
  {
    name: 'jira',
    kind: 'npm product',
    packages: ['@aashari/mcp-server-atlassian-jira'],
    description: 'Atlassian Jira server (dummy site and token, Jira unreachable), `TRANSPORT_MODE=http`',
    revisions: '2025-era via `initialize`',
    path: '/mcp',
    scratch: true,
    // It listens on every interface (`app.listen(PORT)`): loopback.js binds it to 127.0.0.1.
    command: (port, scratch) => ({
      command: node,
      args: [...onLoopback, wideModule('@aashari', 'mcp-server-atlassian-jira', 'dist', 'index.js')],
      env: quiet(scratch, {
        TRANSPORT_MODE: 'http',
        PORT: String(port),
        ATLASSIAN_SITE_NAME: 'wirecase-dummy',
        ATLASSIAN_USER_EMAIL: 'dummy@example.com',
        ATLASSIAN_API_TOKEN: DUMMY_TOKEN,
      }),
    }),
  },
  {
    name: 'perplexity',
    kind: 'npm product',
    packages: ['@perplexity-ai/mcp-server'],
    description: "Perplexity's official server, its HTTP entry (`dist/http.js`), a dummy API key (the API unreachable)",
    revisions: '2025-era via `initialize`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [wideModule('@perplexity-ai', 'mcp-server', 'dist', 'http.js')],
      env: quiet(scratch, { PERPLEXITY_API_KEY: `pplx-${DUMMY_TOKEN}`, PORT: String(port), BIND_ADDRESS: '127.0.0.1' }),
    }),
  },
  {
    name: 'nx',
    kind: 'npm product',
    packages: ['nx-mcp'],
    description: "Nx's workspace server (`--transport http`, pointed at the scratch folder: no Nx workspace there)",
    revisions: '2025-era via `initialize`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [...onLoopback, wideModule('nx-mcp', 'main.js'), scratch, '--transport', 'http', '--port', String(port), '--disableTelemetry'],
      env: quiet(scratch),
    }),
  },
  {
    name: 'circleci',
    kind: 'npm product',
    packages: ['@circleci/mcp-server-circleci'],
    description: 'CircleCI server, its remote mode (`start=remote`, bound to 127.0.0.1), a dummy token',
    revisions: '2025-era via `initialize`, stateless',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: [wideModule('@circleci', 'mcp-server-circleci', 'dist', 'index.js')],
      env: quiet(scratch, { start: 'remote', port: String(port), MCP_BIND_HOST: '127.0.0.1', CIRCLECI_TOKEN: DUMMY_TOKEN }),
    }),
  },
  {
    name: 'chrome-devtools',
    kind: 'npm product behind a bridge',
    packages: ['chrome-devtools-mcp', 'supergateway'],
    description: "Google's Chrome DevTools server (stdio; no Chrome installed: its tools fail when run) behind supergateway",
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [
        node,
        wideModule('chrome-devtools-mcp', 'build', 'src', 'bin', 'chrome-devtools-mcp.js'),
        '--headless',
        '--isolated',
        '--no-usage-statistics',
      ]),
      env: quiet(scratch),
    }),
  },
  {
    name: 'sequential-thinking',
    kind: 'stdio bridge',
    packages: ['@modelcontextprotocol/server-sequential-thinking', 'supergateway'],
    description: 'the official "sequential thinking" stdio server behind supergateway',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('@modelcontextprotocol', 'server-sequential-thinking', 'dist', 'index.js')]),
      env: quiet(scratch),
    }),
  },
  {
    name: 'github-legacy',
    kind: 'stdio bridge',
    packages: ['@modelcontextprotocol/server-github', 'supergateway'],
    description: 'the archived official GitHub stdio server (a dummy token, GitHub unreachable) behind supergateway',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('@modelcontextprotocol', 'server-github', 'dist', 'index.js')]),
      env: quiet(scratch, { GITHUB_PERSONAL_ACCESS_TOKEN: `ghp_${DUMMY_TOKEN}` }),
    }),
  },
  {
    name: 'desktop-commander',
    kind: 'npm product behind a bridge',
    packages: ['@wonderwhy-er/desktop-commander', 'supergateway'],
    description: 'Desktop Commander, terminal and file editing (stdio, telemetry off) behind supergateway',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('@wonderwhy-er', 'desktop-commander', 'dist', 'index.js'), '--no-onboarding']),
      env: quiet(scratch),
    }),
  },
  {
    name: 'eslint',
    kind: 'npm product behind a bridge',
    packages: ['@eslint/mcp', 'supergateway'],
    description: "ESLint's official server (stdio) behind supergateway",
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('@eslint', 'mcp', 'src', 'mcp-cli.js')]),
      env: quiet(scratch),
    }),
  },
  {
    name: 'sentry',
    kind: 'npm product behind a bridge',
    packages: ['@sentry/mcp-server', 'supergateway'],
    description: "Sentry's official server (stdio, a dummy access token, Sentry unreachable) behind supergateway",
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('@sentry', 'mcp-server', 'dist', 'index.js'), `--access-token=${DUMMY_TOKEN}`]),
      env: quiet(scratch, { SENTRY_DSN: '' }),
    }),
  },
  {
    name: 'supabase',
    kind: 'npm product behind a bridge',
    packages: ['@supabase/mcp-server-supabase', 'supergateway'],
    description: "Supabase's official server (stdio, a dummy access token, Supabase unreachable) behind supergateway",
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('@supabase', 'mcp-server-supabase', 'dist', 'cli.js'), `--access-token=${DUMMY_TOKEN}`, '--read-only']),
      env: quiet(scratch),
    }),
  },
  {
    name: 'tavily',
    kind: 'npm product behind a bridge',
    packages: ['tavily-mcp', 'supergateway'],
    description: 'Tavily web search (stdio, a dummy API key, the API unreachable) behind supergateway',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('tavily-mcp', 'build', 'index.js')]),
      env: quiet(scratch, { TAVILY_API_KEY: `tvly-${DUMMY_TOKEN}` }),
    }),
  },
  {
    name: 'hello-world',
    kind: 'stdio bridge',
    packages: ['mcp-hello-world', 'supergateway'],
    description: 'mcp-hello-world, a test server for clients (its HTTP mode is the old SSE transport, so stdio) behind supergateway',
    revisions: '2025-era via `initialize`, with `Mcp-Session-Id`',
    path: '/mcp',
    scratch: true,
    command: (port, scratch) => ({
      command: node,
      args: bridged(port, [node, wideModule('mcp-hello-world', 'build', 'stdio.js')]),
      env: quiet(scratch),
    }),
  },
];

/**
 * Real stdio MCP servers from npm (devDependencies of the project, exact versions), unmodified, each
 * started as its README tells a user to, offline (offline.ts preloaded: every upstream API is
 * unreachable on every machine) with dummy credentials and a scratch folder as HOME. They are judged
 * directly over stdio (`wirecase run <suite> --stdio "<command>"`, zero-config) by
 * stdio-servers.test.ts, and listed with their runs in README.md ("Stdio servers").
 *
 * `expected` holds, per suite, every test that does not pass, with the sentence it reads and what the
 * server did, each checked by hand against the exchange: a warning is a SHOULD (or, once, a MAY) the
 * server breaks; could-not-judge is a tool whose upstream is unreachable (`cause` matches the reason
 * wirecase gives). No server here fails a MUST. A server that does not speak 2026-07-28 answers the
 * 2026 suite's `server/discover` probe with an error, and that suite is not applicable to it as a whole.
 */
import path from 'node:path';
import { repoRoot } from '../helpers/paths.js';

export type Suite = 'mcp-2025-11-25' | 'mcp-2026-07-28';

export interface ExpectedVerdict {
  status: 'warning' | 'failed' | 'could-not-judge';
  /** The sentence (quoted, with its page) and what the server did. */
  reason: string;
  /** could-not-judge: what the reason wirecase gives must name (the upstream that failed). */
  cause?: RegExp;
}

export interface StdioServer {
  name: string;
  /** The npm package (its exact version is the project's devDependency). */
  package: string;
  /** The command line, run in a shell from the repository root; `scratch` is a folder of its own. */
  command: (scratch: string) => string;
  /** Whether it speaks 2026-07-28 (answers `server/discover` with a result). */
  speaks2026: boolean;
  expected: Partial<Record<Suite, Record<string, ExpectedVerdict>>>;
}

/** `node` with offline.ts preloaded, HOME and the XDG folders in the scratch folder, no telemetry. */
function node(scratch: string, entry: string, args = '', env = ''): string {
  const offline = path.join(repoRoot, 'dist', 'test', 'real-servers', 'offline.js');
  const home = `HOME=${scratch} XDG_CONFIG_HOME=${scratch}/.config XDG_CACHE_HOME=${scratch}/.cache DO_NOT_TRACK=1`;
  return `${home}${env ? ` ${env}` : ''} node --import ${offline} ${path.join('node_modules', ...entry.split('/'))}${args ? ` ${args}` : ''}`;
}

/** The dummy secret a server that wants a token or key is given. */
export const DUMMY = 'wirecase-dummy';

const warning = (reason: string): ExpectedVerdict => ({ status: 'warning', reason });
const upstream = (cause: RegExp, what: string): ExpectedVerdict => ({
  status: 'could-not-judge',
  reason: `its tool calls its upstream API, unreachable offline (${what}): the tested behaviour is not reached`,
  cause,
});

const INVALID_CURSOR = warning(
  '"Invalid cursors SHOULD result in an error with code -32602 (Invalid params)." (2025-11-25 server/utilities/pagination.mdx): a cursor it never gave is answered with the first page',
);
const INVALID_CURSOR_2026 = warning(
  '"Invalid cursors SHOULD result in an error with code -32602 (Invalid params)." (2026-07-28 server/utilities/pagination.mdx): a cursor it never gave is answered with the first page',
);
const SCHEMA_DRAFT = warning(
  '"Implementors are RECOMMENDED to use JSON Schema 2020-12." (2025-11-25 basic/index.mdx): its inputSchemas declare "$schema": "http://json-schema.org/draft-07/schema#"',
);
const NOT_FOUND = warning(
  '"Servers SHOULD return standard JSON-RPC errors for common failure cases: Resource not found: `-32002`" (2025-11-25 server/resources.mdx): an unknown URI is answered -32602',
);
const LOG_LEVEL = warning(
  '"Servers SHOULD return standard JSON-RPC errors for common failure cases: Invalid log level: `-32602` (Invalid params)" (2025-11-25 server/utilities/logging.mdx): an unknown level is answered -32603 (the SDK\'s schema error)',
);

/** The tool-calling documents a server whose every tool calls an upstream cannot reach. */
function upstreamCalls(ids: string[], cause: RegExp, what: string): Record<string, ExpectedVerdict> {
  return Object.fromEntries(ids.map((id) => [id, upstream(cause, what)]));
}

export const STDIO_SERVERS: readonly StdioServer[] = [
  {
    name: 'server-memory',
    package: '@modelcontextprotocol/server-memory',
    command: (scratch) => node(scratch, '@modelcontextprotocol/server-memory/dist/index.js', '', `MEMORY_FILE_PATH=${scratch}/memory.json`),
    speaks2026: false,
    expected: {
      'mcp-2025-11-25': {
        'page-01': INVALID_CURSOR,
        'page-02': INVALID_CURSOR,
        'resource-05': NOT_FOUND,
        'schema-02': warning(
          '"Implementors are RECOMMENDED to use JSON Schema 2020-12." (2025-11-25 basic/index.mdx): the SDK v1 publishes draft-07 inputSchemas ($schema draft-07)',
        ),
        'tool-08': warning(
          '"For backwards compatibility, a tool that returns structured content SHOULD also return the serialized JSON in a TextContent block." (2025-11-25 server/tools.mdx): its text block is not the JSON of structuredContent',
        ),
      },
    },
  },
  {
    name: 'server-filesystem',
    package: '@modelcontextprotocol/server-filesystem',
    command: (scratch) => node(scratch, '@modelcontextprotocol/server-filesystem/dist/index.js', scratch),
    speaks2026: false,
    expected: { 'mcp-2025-11-25': { 'page-01': INVALID_CURSOR, 'schema-02': SCHEMA_DRAFT } },
  },
  {
    name: 'server-everything',
    package: '@modelcontextprotocol/server-everything',
    command: (scratch) => node(scratch, '@modelcontextprotocol/server-everything/dist/index.js', 'stdio'),
    speaks2026: false,
    expected: {
      'mcp-2025-11-25': {
        'log-03': LOG_LEVEL,
        'page-01': INVALID_CURSOR,
        'page-02': INVALID_CURSOR,
        'resource-05': NOT_FOUND,
        'schema-02': SCHEMA_DRAFT,
      },
    },
  },
  {
    name: 'server-sequential-thinking',
    package: '@modelcontextprotocol/server-sequential-thinking',
    command: (scratch) => node(scratch, '@modelcontextprotocol/server-sequential-thinking/dist/index.js'),
    speaks2026: false,
    expected: { 'mcp-2025-11-25': { 'page-01': INVALID_CURSOR, 'schema-02': SCHEMA_DRAFT } },
  },
  {
    name: 'context7',
    package: '@upstash/context7-mcp',
    command: (scratch) => node(scratch, '@upstash/context7-mcp/dist/index.js'),
    // SDK v2: both eras on one stdio process (server/discover answered, initialize too).
    speaks2026: true,
    expected: {
      'mcp-2025-11-25': { 'page-01': INVALID_CURSOR, 'page-02': INVALID_CURSOR },
      'mcp-2026-07-28': { 'pag-02': INVALID_CURSOR_2026 },
    },
  },
  {
    name: 'chrome-devtools',
    package: 'chrome-devtools-mcp',
    // No Chrome on the machine: its tools fail when run (none is called: every one drives the browser).
    command: (scratch) => node(scratch, 'chrome-devtools-mcp/build/src/bin/chrome-devtools-mcp.js', '--headless --isolated --no-usage-statistics'),
    speaks2026: false,
    expected: { 'mcp-2025-11-25': { 'log-03': LOG_LEVEL, 'page-01': INVALID_CURSOR } },
  },
  {
    name: 'playwright',
    package: '@playwright/mcp',
    // No browser installed: its tools fail when run (none is called zero-config).
    command: (scratch) => node(scratch, '@playwright/mcp/cli.js', '--headless --isolated'),
    speaks2026: false,
    expected: { 'mcp-2025-11-25': { 'page-01': INVALID_CURSOR } },
  },
  {
    name: 'github-legacy',
    package: '@modelcontextprotocol/server-github',
    command: (scratch) => node(scratch, '@modelcontextprotocol/server-github/dist/index.js', '', `GITHUB_PERSONAL_ACCESS_TOKEN=ghp_${DUMMY}`),
    speaks2026: false,
    expected: {
      'mcp-2025-11-25': {
        'page-01': INVALID_CURSOR,
        'schema-02': SCHEMA_DRAFT,
        ...upstreamCalls(['cancel25-01', 'tool-05', 'tool-06', 'tool-09'], /-32603: fetch failed/, 'api.github.com: -32603 "fetch failed"'),
      },
    },
  },
  {
    name: 'notion',
    package: '@notionhq/notion-mcp-server',
    command: (scratch) => node(scratch, '@notionhq/notion-mcp-server/bin/cli.mjs', '', 'NOTION_TOKEN=ntn_wirecase_dummy'),
    speaks2026: false,
    expected: {
      'mcp-2025-11-25': {
        'page-01': INVALID_CURSOR,
        ...upstreamCalls(['cancel25-01', 'tool-05', 'tool-06', 'tool-09'], /ENOTFOUND api\.notion\.com/, 'api.notion.com: -32603 "getaddrinfo ENOTFOUND"'),
      },
    },
  },
  {
    name: 'tavily',
    package: 'tavily-mcp',
    command: (scratch) => node(scratch, 'tavily-mcp/build/index.js', '', `TAVILY_API_KEY=tvly-${DUMMY}`),
    speaks2026: false,
    expected: {
      'mcp-2025-11-25': {
        'page-01': INVALID_CURSOR,
        ...upstreamCalls(['tool-05', 'tool-06'], /ENOTFOUND api\.tavily\.com/, 'api.tavily.com: isError "Tavily API error: getaddrinfo ENOTFOUND"'),
      },
    },
  },
  {
    name: 'hello-world',
    package: 'mcp-hello-world',
    command: (scratch) => node(scratch, 'mcp-hello-world/build/stdio.js'),
    speaks2026: false,
    expected: { 'mcp-2025-11-25': { 'page-01': INVALID_CURSOR, 'page-02': INVALID_CURSOR, 'resource-05': NOT_FOUND, 'schema-02': SCHEMA_DRAFT } },
  },
  {
    name: 'eslint',
    package: '@eslint/mcp',
    command: (scratch) => node(scratch, '@eslint/mcp/src/mcp-cli.js'),
    speaks2026: false,
    expected: { 'mcp-2025-11-25': { 'page-01': INVALID_CURSOR, 'schema-02': SCHEMA_DRAFT } },
  },
  {
    name: 'figma',
    package: 'figma-developer-mcp',
    command: (scratch) => node(scratch, 'figma-developer-mcp/dist/bin.js', `--figma-api-key ${DUMMY} --stdio`),
    speaks2026: false,
    expected: {
      'mcp-2025-11-25': {
        'page-01': INVALID_CURSOR,
        'schema-02': SCHEMA_DRAFT,
        ...upstreamCalls(['tool-05', 'tool-06'], /Figma API/, 'the Figma API: isError "fetch failed Could not connect to the Figma API"'),
      },
    },
  },
  {
    name: 'firecrawl',
    package: 'firecrawl-mcp',
    command: (scratch) => node(scratch, 'firecrawl-mcp/dist/index.js', '', `FIRECRAWL_API_KEY=fc-${DUMMY}`),
    speaks2026: false,
    expected: {
      'mcp-2025-11-25': {
        'log-02': warning(
          '"To configure the minimum log level, clients MAY send a `logging/setLevel` request:" (2025-11-25 server/utilities/logging.mdx; the Message Flow: "Only sends error level and above"): after logging/setLevel warning, the same tools/call still sends a notifications/message at level info',
        ),
        'log-03': LOG_LEVEL,
        'page-01': INVALID_CURSOR,
        ...upstreamCalls(['tool-05', 'tool-06'], /ENOTFOUND api\.firecrawl\.dev/, 'api.firecrawl.dev: isError "getaddrinfo ENOTFOUND"'),
      },
    },
  },
];

/**
 * Every command and option of the CLI, once. main.ts builds yargs (help, validation, error messages)
 * from this table, and quick-parse.ts reads well-formed command lines from it without loading yargs.
 */
import { DEFAULTS } from '../run/defaults.js';

export interface OptionSpec {
  type: 'string' | 'number' | 'boolean';
  array?: boolean;
  default?: string | number | boolean | readonly string[];
  describe?: string;
  demandOption?: boolean;
  choices?: readonly string[];
}

export interface PositionalSpec extends OptionSpec {
  name: string;
}

export interface CommandSpec {
  /** The command word, e.g. `run`. */
  name: string;
  /** The yargs command string, e.g. `run [paths..]`. */
  usage: string;
  describe: string;
  positional?: PositionalSpec;
  options: Readonly<Record<string, OptionSpec>>;
  examples?: ReadonlyArray<readonly [command: string, meaning: string]>;
}

const selection = {
  id: { type: 'string', array: true, describe: 'Only these test IDs (a trailing * matches a prefix)' },
  tag: { type: 'string', array: true, describe: 'Only tests with any of these tags' },
  grep: { type: 'string', describe: 'Only tests whose ID or title contains this text' },
} as const satisfies Record<string, OptionSpec>;

const expectedFailures = {
  'expected-failures': { type: 'string', describe: 'A YAML file `tests: [{ id, reason }]` of known failures: they do not fail the run' },
  'strict-baseline': { type: 'boolean', default: false, describe: 'With --expected-failures: a listed test that now passes fails the run' },
} as const satisfies Record<string, OptionSpec>;

const strict = {
  strict: {
    type: 'boolean',
    default: false,
    describe:
      'A warning fails the run (exit 1) when its strongest requirement is a SHOULD (or RECOMMENDED), and so does a test the run could not judge; a MAY-level warning never does',
  },
} as const satisfies Record<string, OptionSpec>;

const cache = {
  cache: {
    type: 'boolean',
    default: true,
    describe:
      'Reuse what an unchanged file parsed and validated to, from node_modules/.cache/wirecase (--no-cache, or WIRECASE_CACHE=off, reads every file afresh)',
  },
  'allow-outside': {
    type: 'boolean',
    default: false,
    describe: 'Let `expect.schema:` files and `include:` fragments resolve (symbolic links followed) outside their suite folder',
  },
} as const satisfies Record<string, OptionSpec>;

const documents = (describe = 'Files or folders of scenario documents') =>
  ({ name: 'paths', type: 'string', array: true, default: ['scenarios/'], describe }) as const;

export const COMMANDS = [
  {
    name: 'run',
    usage: 'run [paths..]',
    describe: 'Run scenario documents and report',
    positional: documents('Files or folders of scenario documents'),
    options: {
      ...selection,
      'base-url': { type: 'string', describe: "Server to test; replaces the suites' baseUrl and starts no target" },
      stdio: {
        type: 'string',
        describe:
          "Server to test over the stdio transport: the shell command line that starts its processes (newline-delimited JSON-RPC on stdin and stdout; tests share one where the probe shows that exact); replaces the suites' targets. HTTP-only documents are not applicable. With --base-url too: both transports, and the documents that differ (docs/stdio.md)",
      },
      client: {
        type: 'string',
        describe:
          "Client to test, for `role: client` documents: a shell command run once per document with the judging server's URL appended as its last argument and the test ID in WIRECASE_TEST_ID; with {{server_command}} in it, judged over stdio: the command of the server to launch goes there (also in WIRECASE_SERVER_COMMAND) and no URL is appended. Replaces the suites' client.command",
      },
      'client-timeout': {
        type: 'number',
        describe: "How long one run of the client may take in ms before wirecase stops its process group (default: the suite's client.timeout, else 10000)",
      },
      var: { type: 'string', array: true, default: [], describe: 'A variable, name=value (repeatable); replaces suite defaults' },
      'env-file': { type: 'string', describe: 'Variables from a YAML file (top-level keys) or a .env file' },
      bail: { type: 'boolean', default: false, describe: 'Stop after the first failed test' },
      'wire-schema': {
        type: 'string',
        describe: "An MCP schema.json: every JSON-RPC message received must be valid against it (and each result against its method's result type)",
      },
      concurrency: {
        type: 'number',
        describe: "Tests run at the same time (each test's steps stay in order; output stays in document order). Default: CPU count, at most 8",
      },
      timeout: { type: 'number', describe: `Per-step timeout in ms (default: the suite's, else ${DEFAULTS.stepTimeoutMs})` },
      'report-body-size': {
        type: 'string',
        describe: "Response bytes a failed step keeps for reports, e.g. 1MiB (default: the suite's reportBodySize, else 64KiB; passed steps keep at most 4KiB)",
      },
      'keep-passed-steps': {
        type: 'boolean',
        default: false,
        describe:
          "Keep every passed step's request, response and checks for reports (default: a test keeps them for its last 100 steps and its failures, and a summary of the passed steps before, so memory stays flat)",
      },
      'max-time': {
        type: 'string',
        default: '30m',
        describe:
          "The whole run's deadline: seconds, or 90s, 30m, 2h (0: none). Past it the run stops as Ctrl-C stops it: no new test, the running ones named, its reports written marked incomplete, exit 3",
      },
      shard: { type: 'string', describe: 'Run slice K of N (e.g. 2/3): a stable, balanced share of the selected tests, for CI matrices' },
      durations: { type: 'string', describe: 'A results.json of an earlier run: --shard balances by its recorded durations' },
      reporter: { type: 'string', array: true, default: ['console'], describe: 'Comma list of reporters: console, json, junit, markdown, html, sarif' },
      out: { type: 'string', default: 'reports', describe: 'Folder for report files (results.json, junit.xml, results.sarif)' },
      verbose: { type: 'boolean', default: false, describe: "Show every step, and each failing step's request and response (headers, body excerpt)" },
      curl: { type: 'boolean', default: false, describe: 'Print each failing request as a curl command line (secrets masked as ***)' },
      'strict-catalog': { type: 'boolean', default: false, describe: 'Exit 2 before running if a document names a test ID, row or section its catalog lacks' },
      ...expectedFailures,
      ...strict,
      ...cache,
    },
    examples: [
      ['wirecase run', 'Run everything under scenarios/'],
      ['wirecase run scenarios/examples --reporter console,json --out reports', 'Write reports/results.json too'],
      ['wirecase run --base-url http://127.0.0.1:3000 --env-file staging.env --tag smoke', 'Run the smoke tests against your server'],
      ['wirecase run scenarios/mcp-client --client "node my-client.mjs"', 'Judge an MCP client: wirecase plays the server (docs/client-testing.md)'],
      [
        'wirecase run scenarios/mcp-client --client "node my-client.mjs {{server_command}}"',
        'Judge a client over stdio: it launches the server command given there',
      ],
    ],
  },
  {
    name: 'validate',
    usage: 'validate [paths..]',
    describe: 'Check scenario documents without sending anything',
    positional: documents(),
    options: {
      var: {
        type: 'string',
        array: true,
        default: [],
        describe: 'A variable, name=value (repeatable), as `run` takes it: a name no document uses is an error',
      },
      'env-file': { type: 'string', describe: 'Variables from a YAML file (top-level keys) or a .env file, as `run` takes them' },
      strict: { type: 'boolean', default: false, describe: 'A warning (a line that most likely means something else than it reads) fails validate (exit 2)' },
      ...cache,
    },
  },
  {
    name: 'list',
    usage: 'list [paths..]',
    describe: 'List test IDs, titles, tags and file:line',
    positional: documents(),
    options: { ...selection, json: { type: 'boolean', default: false }, ...cache },
  },
  {
    name: 'list-surface',
    usage: 'list-surface [url]',
    describe:
      "Print an MCP server's surface as JSON: its tools, resources, resource templates and prompts with their schemas and annotations, every page (schemas/surface.schema.json), for `wirecase diff --surface`",
    positional: { name: 'url', type: 'string', describe: 'The MCP endpoint, e.g. http://127.0.0.1:3000/mcp (or --stdio)' },
    options: {
      stdio: { type: 'string', describe: 'A server of the stdio transport instead: the shell command line that starts it (docs/stdio.md)' },
      var: { type: 'string', array: true, default: [], describe: 'A variable, name=value (repeatable): `token` is sent as Authorization: Bearer' },
      'env-file': { type: 'string', describe: 'Variables from a YAML file (top-level keys) or a .env file, as `run` takes them' },
      revision: {
        type: 'string',
        default: 'auto',
        choices: ['auto', '2026-07-28', '2025-11-25'],
        describe: 'The MCP revision to speak (auto: server/discover, else the 2025 initialize handshake)',
      },
      timeout: { type: 'number', describe: `Per-request timeout in ms (default ${DEFAULTS.stepTimeoutMs})` },
    },
    examples: [
      ['wirecase list-surface http://127.0.0.1:3000/mcp > surface.json', 'Save the surface, to diff a later version against'],
      ['wirecase list-surface --stdio "npx -y @modelcontextprotocol/server-memory" > surface.json', 'The surface of a stdio server'],
    ],
  },
  {
    name: 'report',
    usage: 'report',
    describe: 'Rebuild reports from saved results.json files, merging shards',
    options: {
      from: {
        type: 'string',
        array: true,
        demandOption: true,
        describe: 'A results.json (repeatable: shards are merged; a test ID in two shards is an error)',
      },
      reporter: { type: 'string', array: true, default: ['markdown,html'], describe: 'Comma list of reporters: markdown, html, json, junit, sarif, console' },
      out: { type: 'string', default: 'reports', describe: 'Folder for report files' },
      catalog: { type: 'string', array: true, default: [], describe: "Catalog files to join with (default: catalog.yaml next to each test's file)" },
      'strict-catalog': { type: 'boolean', default: false, describe: 'Exit 2 if a test names a test ID, row or section its catalog lacks' },
      ...expectedFailures,
      ...strict,
    },
    examples: [['wirecase report --from shard1/results.json --from shard2/results.json --reporter markdown,html,junit', 'One report from two CI shards']],
  },
  {
    name: 'coverage',
    usage: 'coverage [paths..]',
    describe: 'Show which catalog entries (test IDs, traceability rows, sections) have documents, without sending anything',
    positional: documents('Files or folders of scenario documents'),
    options: {
      catalog: { type: 'string', array: true, default: [], describe: 'Catalog files to join with (default: catalog.yaml next to each document)' },
      json: { type: 'boolean', default: false, describe: 'Print the join as JSON' },
      'strict-catalog': { type: 'boolean', default: false, describe: 'Exit 2 if a document names a test ID, row or section its catalog lacks' },
      ...cache,
    },
  },
  {
    name: 'record',
    usage: 'record',
    describe: 'Send one request to a live server and write a ready scenario document from its response',
    options: {
      url: {
        type: 'string',
        demandOption: true,
        describe: 'Full URL to send to (the document keeps only its path; run it with --base-url), or a path with --base-url',
      },
      'base-url': {
        type: 'string',
        describe: 'The base URL the document will run against, path and all (http://h/api): the document keeps only what follows it',
      },
      method: { type: 'string', describe: 'HTTP method (default GET, or POST with --json/--rpc)' },
      header: { type: 'string', array: true, default: [], describe: 'A request header, "Name: value" (repeatable); credentials become {{ variables }}' },
      json: { type: 'string', describe: 'A JSON request body' },
      rpc: { type: 'string', describe: 'Send this JSON-RPC method the MCP way (e.g. tools/list)' },
      params: { type: 'string', describe: 'JSON params for --rpc' },
      revision: { type: 'string', describe: 'MCP revision for --rpc (e.g. 2026-07-28)' },
      out: { type: 'string', describe: 'Write the document to this file (default: stdout); never overwrites' },
      id: { type: 'string', describe: 'Test ID to write (default: named after the request, e.g. tools-call-01, numbered after the IDs in the --out folder)' },
      title: { type: 'string', describe: 'Title to write' },
    },
    examples: [
      ['wirecase record --url http://127.0.0.1:3021/mcp --rpc tools/list --revision 2026-07-28 --out tools-list.yaml', 'Record an MCP call'],
      [
        'wirecase record --url http://127.0.0.1:3020/items --header "Authorization: Bearer abc" --out items.yaml',
        'Record a GET; the token becomes {{ token }}',
      ],
    ],
  },
  {
    name: 'fuzz',
    usage: 'fuzz',
    describe:
      'Call every tool of an MCP server with arguments built from its own inputSchema (valid edges, one-keyword breaks, seeded random draws); judge each answer by a quoted spec sentence; shrink each failure and write it as a regression document',
    options: {
      'base-url': { type: 'string', describe: 'The MCP endpoint, e.g. http://127.0.0.1:3000/mcp (or --stdio)' },
      stdio: {
        type: 'string',
        describe: 'A server of the stdio transport instead: the shell command line that starts it (one process for the whole run; docs/stdio.md)',
      },
      var: { type: 'string', array: true, default: [], describe: 'A variable, name=value (repeatable): `token` is sent as Authorization: Bearer' },
      'env-file': { type: 'string', describe: 'Variables from a YAML file (top-level keys) or a .env file, as `run` takes them' },
      seed: { type: 'number', default: 1, describe: 'Seed of the random draws: the same seed, the same cases' },
      budget: { type: 'number', default: 30, describe: 'Cases per tool (valid edges first, then one-keyword breaks, then random valid draws)' },
      tools: { type: 'string', describe: 'Only these tools, a comma list (default: every tool safe to call)' },
      'include-destructive': {
        type: 'boolean',
        default: false,
        describe:
          'Call tools that may be destructive too: every tool that does not declare readOnlyHint: true or destructiveHint: false (exact booleans), unannotated ones included',
      },
      'max-tools': { type: 'number', default: 100, describe: 'Call at most this many tools (the rest are listed, not called)' },
      'max-calls': { type: 'number', default: 3000, describe: 'Send at most this many tools/call requests in all, shrinking included' },
      'dry-run': {
        type: 'boolean',
        default: false,
        describe: 'List the tools, how many cases each would get and why each skipped one is skipped, then stop: nothing is called',
      },
      revision: {
        type: 'string',
        default: 'auto',
        choices: ['auto', '2026-07-28', '2025-11-25'],
        describe: 'The MCP revision to speak (auto: server/discover, else the 2025 initialize handshake)',
      },
      timeout: { type: 'number', describe: `Per-request timeout in ms (default ${DEFAULTS.stepTimeoutMs})` },
      reporter: { type: 'string', array: true, default: ['console'], describe: 'Comma list of reporters: console, json, junit, markdown, html' },
      out: { type: 'string', default: 'reports', describe: 'Folder for report files and regressions/ (one scenario document per failure)' },
      verbose: { type: 'boolean', default: false, describe: "Show each failing call's request and response" },
      strict: strict.strict,
    },
    examples: [
      ['wirecase fuzz --base-url http://127.0.0.1:3000/mcp --dry-run', 'List the tools it would call, and how many cases each'],
      ['wirecase fuzz --base-url http://127.0.0.1:3000/mcp --seed 7 --reporter console,json --out fuzz', 'Fuzz every safe tool; failures in fuzz/regressions/'],
      ['wirecase run fuzz/regressions --base-url http://127.0.0.1:3000/mcp', 'Run the regression documents it wrote'],
      ['wirecase fuzz --stdio "npx -y @modelcontextprotocol/server-memory"', 'Fuzz a stdio server'],
    ],
  },
  {
    name: 'scan',
    usage: 'scan <servers>',
    describe:
      'Judge many MCP servers in one run with every bundled server suite (both eras, MCP Apps), and write scan.json, a dashboard, a report page and a badge per server, and a reproducing document per failure (docs/scan.md)',
    positional: {
      name: 'servers',
      type: 'string',
      demandOption: true,
      describe: 'The servers list (YAML: servers: [{ name, url | stdio | command + url, vars }])',
    },
    options: {
      out: { type: 'string', default: 'scan', describe: 'Folder for scan.json, index.html, badges/ and one folder per server' },
      concurrency: { type: 'number', describe: 'Servers judged at the same time (default: CPU count, at most 8)' },
      since: { type: 'string', describe: 'An earlier scan.json of the same list: the dashboard and the console list what changed' },
      strict: strict.strict,
    },
    examples: [
      ['wirecase scan servers.yaml --out scan', 'Judge every server of the list; open scan/index.html'],
      ['wirecase scan servers.yaml --out scan-new --since scan/scan.json', 'The same, and what changed since the last scan'],
    ],
  },
  {
    name: 'diff',
    usage: 'diff [paths..]',
    describe:
      'Compare two runs sentence by sentence: two saved results.json files (A then B), or documents run against two targets (--against / --against-stdio). Reports only what differs; exit 1 when a test that passed on A fails on B',
    positional: {
      name: 'paths',
      type: 'string',
      array: true,
      default: [],
      describe: 'Two results.json files (A then B); or, with --against or --against-stdio, files or folders of scenario documents',
    },
    options: {
      ...selection,
      'base-url': { type: 'string', describe: "Side A: the server to test (default: the suites' own targets, started by wirecase)" },
      stdio: { type: 'string', describe: 'Side A over the stdio transport: the shell command line that starts the server' },
      against: { type: 'string', describe: 'Side B: the server to compare with A (a base URL)' },
      'against-stdio': { type: 'string', describe: 'Side B over the stdio transport: the shell command line that starts the server' },
      var: { type: 'string', array: true, default: [], describe: 'A variable for both sides, name=value (repeatable)' },
      'against-var': {
        type: 'string',
        array: true,
        default: [],
        describe: 'A variable for side B only, name=value (repeatable); replaces a --var of that name',
      },
      'env-file': { type: 'string', describe: 'Variables for both sides from a YAML file (top-level keys) or a .env file' },
      concurrency: { type: 'number', describe: 'Tests run at the same time on each side (default: CPU count, at most 8)' },
      timeout: { type: 'number', describe: `Per-step timeout in ms (default: the suite's, else ${DEFAULTS.stepTimeoutMs})` },
      'max-time': { type: 'string', default: '30m', describe: "Each side's deadline: seconds, or 90s, 30m, 2h (0: none); past it, exit 3" },
      reporter: { type: 'string', array: true, default: ['console'], describe: 'Comma list: console, json (diff.json), markdown (diff.md), html (diff.html)' },
      out: { type: 'string', default: 'reports', describe: 'Folder for diff.json, diff.md and diff.html' },
      verbose: { type: 'boolean', default: false, describe: 'On the console, both exchanges of each difference in full (headers and body)' },
      strict: { type: 'boolean', default: false, describe: 'A SHOULD that held on A and is not met on B fails too (exit 1)' },
      surface: {
        type: 'boolean',
        default: false,
        describe:
          'Compare two tool surfaces instead (tools, resources, prompts, their schemas and annotations): A and B each a server URL, stdio:<command>, or a listing saved by `wirecase list-surface` (docs/ci.md)',
      },
      'fail-on': {
        type: 'string',
        choices: ['breaking', 'any', 'none'],
        describe: 'With --surface: exit 1 on a breaking change (default), on any change, or never',
      },
      revision: {
        type: 'string',
        choices: ['auto', '2026-07-28', '2025-11-25'],
        describe: 'With --surface: the MCP revision to list a live side with (auto: server/discover, else the 2025 initialize handshake)',
      },
      ...cache,
    },
    examples: [
      ['wirecase diff release-1/results.json release-2/results.json', 'What changed between two saved runs'],
      ['wirecase diff --surface surface.json http://127.0.0.1:3000/mcp --fail-on breaking', "A server's tool surface against a saved listing"],
      [
        'wirecase diff scenarios/mcp-2025-11-25 --base-url http://127.0.0.1:3000/mcp --against http://127.0.0.1:8080/mcp',
        'A server directly (A) and through a gateway (B)',
      ],
      ['wirecase diff scenarios/mcp-2025-11-25 --stdio "node server.js" --against http://127.0.0.1:3000/mcp', 'The same server over stdio and over HTTP'],
    ],
  },
  {
    name: 'init',
    usage: 'init [dir]',
    describe: 'Create a starter folder: suite.yaml, example documents, .env.example and a CI snippet',
    positional: { name: 'dir', type: 'string', default: 'wirecase-tests', describe: 'Folder to create (existing files are never overwritten)' },
    options: {
      mcp: {
        type: 'boolean',
        default: false,
        describe: 'Write MCP examples (rpc: calls, an event stream) against the scripted MCP server instead of plain HTTP',
      },
    },
    examples: [
      ['wirecase init my-tests && wirecase run my-tests', 'Create a starter folder and run it against the demo API'],
      ['wirecase init my-mcp-tests --mcp', 'MCP examples, run against the scripted MCP server'],
    ],
  },
  {
    name: 'serve',
    usage: 'serve <server>',
    describe:
      "Start a built-in server: demo (the examples' target), scripted (the scripted MCP server), probe (the MCP server whose View probes an MCP Apps host) or oauth (a scripted OAuth authorization server and the MCP server it protects, for judging a client's OAuth flow; docs/oauth-server.md)",
    positional: { name: 'server', type: 'string', choices: ['demo', 'scripted', 'probe', 'oauth'], demandOption: true },
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'number', describe: 'Port (0 = any free port; default 3020 demo, 3021 scripted, 3030 probe, 3040 oauth: its MCP server)' },
      'tools-page-size': {
        type: 'number',
        describe: 'scripted: list the tools in pages of this many, each but the last with a nextCursor (default 0: one page; docs/gateway-testing.md)',
      },
      'auth-port': { type: 'number', describe: 'oauth: port of the authorization server (default 3041; 0 = any free port)' },
      'resource-metadata': {
        type: 'string',
        choices: ['path', 'root', 'challenge'],
        describe:
          'oauth: where the protected-resource metadata (RFC 9728) is: path (/.well-known/oauth-protected-resource/mcp, default), root (/.well-known/oauth-protected-resource) or challenge (only named in the 401 resource_metadata)',
      },
      'challenge-names-metadata': {
        type: 'boolean',
        default: false,
        describe: 'oauth: name the metadata URL in the 401 resource_metadata for path and root too',
      },
      'as-metadata': {
        type: 'string',
        choices: ['oauth', 'openid', 'openid-appended'],
        describe:
          'oauth: the authorization server metadata as /.well-known/oauth-authorization-server (default), /.well-known/openid-configuration, or <issuer path>/.well-known/openid-configuration',
      },
      'issuer-path': { type: 'string', describe: 'oauth: a path for the issuer, e.g. /tenant1 (both well-known forms of RFC 8414 §3.1 / OIDC then apply)' },
      registration: {
        type: 'string',
        array: true,
        choices: ['dcr', 'cimd', 'pre'],
        describe:
          'oauth: the ways a client may be known: dcr (dynamic registration, RFC 7591), cimd (client ID metadata documents, fetched from public addresses only unless --loopback-client-ids or --private-client-ids), pre (pre-registration: --client-id, --redirect-uri); default dcr cimd',
      },
      'loopback-client-ids': {
        type: 'boolean',
        default: false,
        describe:
          'oauth: accept http://127.0.0.1, localhost and [::1] client ID URLs, and fetch metadata documents from loopback addresses (a client serving its document on this machine)',
      },
      'private-client-ids': {
        type: 'boolean',
        default: false,
        describe:
          'oauth: fetch client ID metadata documents from private and link-local addresses too (10/8, 192.168/16, fc00::/7, …; default: public addresses only)',
      },
      'client-id': { type: 'string', describe: 'oauth, with --registration pre: the pre-registered client_id' },
      'client-secret': { type: 'string', describe: 'oauth, with --registration pre: its secret (a confidential client; none: a public one)' },
      'redirect-uri': { type: 'string', array: true, describe: 'oauth, with --registration pre: its redirect URIs' },
      'resource-optional': {
        type: 'boolean',
        default: false,
        describe: 'oauth: accept authorization and token requests without the RFC 8707 resource (it is recorded either way)',
      },
      'scope-from': {
        type: 'string',
        choices: ['challenge', 'scopes_supported', 'challenge-outside'],
        describe:
          'oauth: where the client should take the scope from: the 401 challenge (default; scopes_supported lists more), scopes_supported (no scope in the challenge), or challenge-outside (the challenge names a scope scopes_supported does not list)',
      },
      'step-up': { type: 'boolean', default: false, describe: 'oauth: answer tools/call with a 403 insufficient_scope until the token carries mcp:write' },
      'step-up-denied': {
        type: 'boolean',
        default: false,
        describe: 'oauth, with --step-up: never grant mcp:write, so every retry meets the 403 again (the log counts them)',
      },
      iss: {
        type: 'string',
        choices: ['present', 'absent', 'mismatched'],
        describe: 'oauth: iss in the authorization response (RFC 9207): present (default), absent, or mismatched (the issuer with a trailing slash)',
      },
      'iss-unadvertised': { type: 'boolean', default: false, describe: 'oauth: leave authorization_response_iss_parameter_supported out of the metadata' },
      'pkce-unadvertised': {
        type: 'boolean',
        default: false,
        describe: 'oauth: leave code_challenge_methods_supported out of the metadata (a client must then refuse to proceed)',
      },
      'metadata-issuer-mismatch': {
        type: 'boolean',
        default: false,
        describe: "oauth: the metadata's issuer is not the one its URL was built from (RFC 8414 §3.3)",
      },
      'refresh-tokens': { type: 'boolean', default: false, describe: 'oauth: issue refresh tokens and accept the refresh_token grant' },
      'print-browser-env': {
        type: 'boolean',
        default: false,
        describe: 'oauth: write the browser stand-in shims to a temporary folder, print the BROWSER and PATH lines to eval, and exit',
      },
      'cors-origin': {
        type: 'string',
        array: true,
        default: [],
        describe:
          'probe: a web origin (e.g. https://host.example) allowed to read its answers and post View records, besides loopback pages and sandboxed frames',
      },
    },
    examples: [
      ['wirecase serve oauth', 'The OAuth defaults: metadata at the path, DCR and CIMD, resource required, PKCE S256'],
      ['wirecase serve oauth --resource-metadata challenge --as-metadata openid --issuer-path /tenant1 --step-up', 'Harder discovery, and a step-up'],
      ['eval "$(wirecase serve oauth --print-browser-env)"', 'Let a client that opens a browser complete the flow headlessly'],
    ],
  },
] as const satisfies readonly CommandSpec[];

export type CommandName = (typeof COMMANDS)[number]['name'];

/** The table as plain specs, for code that walks every command (yargs, quick-parse). */
export const COMMAND_SPECS: readonly CommandSpec[] = COMMANDS;

/** A command line as read: the command and its arguments, typed by the table. */
export type ParsedCommandLine = { [N in CommandName]: { command: N; args: ArgsOf<N> } }[CommandName];

/**
 * The one place a command line read at run time (by quick-parse.ts or yargs, both from this table)
 * takes its table-derived type.
 */
export function commandLine(command: string, args: Record<string, unknown>): ParsedCommandLine | undefined {
  return COMMAND_SPECS.some((c) => c.name === command) ? ({ command, args } as unknown as ParsedCommandLine) : undefined;
}

/**
 * The arguments a command's handler receives, derived from its row of the table: `--base-url` is
 * `baseUrl`, an option with a default (or demanded) is always there, the others may be missing.
 */
export type ArgsOf<N extends CommandName> = OptionArgs<SpecOf<N>['options']> & (SpecOf<N> extends { positional: infer P } ? PositionalArgs<P> : unknown);

type SpecOf<N extends CommandName> = Extract<(typeof COMMANDS)[number], { name: N }>;
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type ValueOf<O> = O extends { type: 'number' } ? number : O extends { type: 'boolean' } ? boolean : O extends { array: true } ? string[] : string;
type AlwaysThere<O> = O extends { default: unknown } ? true : O extends { demandOption: true } ? true : false;
type OptionArgs<Os> = { -readonly [K in keyof Os as AlwaysThere<Os[K]> extends true ? Camel<K & string> : never]: ValueOf<Os[K]> } & {
  -readonly [K in keyof Os as AlwaysThere<Os[K]> extends true ? never : Camel<K & string>]?: ValueOf<Os[K]>;
};
type PositionalArgs<P> = P extends { name: infer N extends string }
  ? AlwaysThere<P> extends true
    ? { [K in N]: ValueOf<P> }
    : { [K in N]?: ValueOf<P> }
  : unknown;

/** `base-url` → `baseUrl`, the name the commands read. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

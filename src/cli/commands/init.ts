import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../../source/diagnostic.js';
import { displayPath } from '../../source/display-path.js';
import { packageRoot } from '../../source/package-root.js';
import { type SchemaLink, schemaLink } from '../../source/schema-link.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';

export type InitOptions = ArgsOf<'init'>;

/**
 * `wirecase init [dir]`: a starter folder that validates and runs out of the box: plain HTTP
 * checks against the built-in demo API, or with `--mcp` MCP calls against the scripted MCP server.
 * Written from code (not copied from a folder) so an installed package needs nothing more.
 * Never overwrites: if any file it would write exists, nothing is written and it exits 2.
 */
export function initCommand(options: InitOptions): number {
  const dir = path.resolve(options.dir);
  const scenario = schemaLink(dir, 'scenario.schema.json');
  const suite = schemaLink(dir, 'suite.schema.json');
  const guide = path
    .relative(dir, path.join(packageRoot, 'docs', 'guide.md'))
    .split(path.sep)
    .join('/');
  const files = options.mcp ? mcpStarterFiles(scenario.link, suite.link, guide) : httpStarterFiles(scenario.link, suite.link, guide);
  const existing = Object.keys(files).filter((name) => existsSync(path.join(dir, name)));
  if (existing.length) {
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `${options.dir} already has ${existing.join(', ')}: wirecase init never overwrites a file, so nothing was written`,
      hint: 'choose an empty or new folder: wirecase init my-tests',
    });
  }
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text, { flag: 'wx' });
  const shown = displayPath(dir) || '.';
  const server = options.mcp ? 'the scripted MCP server' : 'the demo API';
  process.stdout.write(
    `Created ${shown}/ with ${Object.keys(files).length} files:\n` +
      Object.keys(files)
        .map((name) => `  ${name}\n`)
        .join('') +
      `\nNext:\n  wirecase validate ${shown}\n  wirecase run ${shown}          (starts ${server} for you)\n` +
      `Against your own server: copy .env.example to .env, fill it in, then\n  wirecase run ${shown} --base-url https://your-server.example --env-file ${shown}/.env\n` +
      `\n${editorNote(shown, scenario)}`,
  );
  return ExitCode.passed;
}

/** How an editor finds the schemas, and how long the link lasts. */
function editorNote(shown: string, scenario: SchemaLink): string {
  const lasts =
    scenario.kind === 'dependency'
      ? "They point into this project's node_modules/wirecase, so they keep working when the project is moved or cloned (after npm install)."
      : scenario.kind === 'checkout'
        ? "They point into wirecase's own folder, relative to the files, so they move with it."
        : 'They point at this wirecase, wherever it is installed: moved or shared, the link breaks.\n' +
          'To make it last, install wirecase in the project (npm install --save-dev wirecase) and run init there.';
  return (
    'Editor: every file starts with a `# yaml-language-server: $schema=...` line. With the YAML\n' +
    'extension (VS Code: "YAML" by Red Hat) it gives completion, hover text and errors as you type.\n' +
    `${lasts}\n` +
    'For new files without that line, map the folder in your workspace settings (.vscode/settings.json;\n' +
    "a file's own $schema line wins, so suite.yaml keeps the suite schema):\n" +
    `  "yaml.schemas": { "${scenario.file}": "${shown}/*.yaml" }\n`
  );
}

/** The default starter: plain HTTP against `wirecase serve demo`. File name → text. */
export function httpStarterFiles(scenarioSchema: string, suiteSchema: string, guide: string): Record<string, string> {
  const doc = `# yaml-language-server: $schema=${scenarioSchema}`;
  return {
    'suite.yaml': `# yaml-language-server: $schema=${suiteSchema}
# The suite: settings shared by every document in this folder.
# Guide: ${guide}
name: starter
description: A starter suite made by wirecase init. Change it to describe your API.

# The server to start before the run (and stop after it). Out of the box it is
# wirecase's built-in demo API, so everything here passes at once. To test
# your own server, pass --base-url: then nothing is started.
target:
  command: wirecase serve demo --port {{ port }}
  ready: /health

# Every relative url below is appended to this address.
baseUrl: "{{ target.url }}"

headers:
  Accept: application/json

vars:
  # The demo API hands out a token for this client secret (POST /token).
  # Never commit a real one: put it in .env (see .env.example).
  client_secret: demo-secret

# Variables whose values never appear in a report.
secrets: [client_secret]
timeout: 10s
`,
    'health.yaml': `${doc}
# The smallest useful check: one GET, its status, a header and a JSON field.
id: starter-health-01
title: The health endpoint answers 200 with JSON
tags: [smoke]
level: required
steps:
  - name: ask for health
    request:
      method: GET
      url: /health
    expect:
      status: 200
      headers:
        content-type: { matches: "^application/json" }
      json:
        $.status: ok
`,
    'items.yaml': `${doc}
# Capture a value from one answer and use it in a later step: get a token,
# create an item with it, read the item back by the id the server gave, and
# delete it again in teardown.
id: starter-items-01
title: An item can be created, read back and deleted
tags: [crud]
level: required
steps:
  - name: get a token
    request:
      method: POST
      url: /token
      form:
        grant_type: client_credentials
        client_secret: "{{ client_secret }}"
    expect:
      status: 200
      json:
        $.token_type: Bearer
    capture:
      # A variable whose name says "token" never appears in a report.
      access_token: $.access_token

  - name: create an item
    request:
      method: POST
      url: /items
      headers:
        Authorization: "Bearer {{ access_token }}"
      json: { name: widget, price: 0.5, tags: [blue, small] }
    expect:
      status: 201
      headers:
        location: { matches: "^/items/\\\\d+$" }
      json:
        $.id: { type: integer }
        $.name: widget
        $.tags: { length: 2, contains: blue }
    capture:
      item_id: $.id

  - name: read it back
    request:
      url: /items/{{ item_id }}
    expect:
      status: 200
      json:
        $.id: "{{ item_id }}"
        $.price: { gte: 0.5, lt: 1 }

# Teardown runs after the steps, whether they passed or failed: it removes
# what the test created. A value captured above is here even if a later check
# failed (if the item was never created, this step fails and says so).
teardown:
  - name: delete it
    request:
      method: DELETE
      url: /items/{{ item_id }}
    expect:
      status: 204
---
${doc}
# A second document in the same file: a negative case. (Editors read the
# $schema line per document, so it is repeated after each ---.)
id: starter-items-02
title: Creating an item without a token is refused with a challenge
tags: [auth]
level: required
steps:
  - request:
      method: POST
      url: /items
      json: { name: nope, price: 1 }
    expect:
      status: 401
      headers:
        www-authenticate: { matches: "^Bearer " }
`,
    '.env.example': `# Variables for a run against your own server. Copy this file to .env, fill it
# in, and keep .env out of version control:
#   wirecase run . --base-url https://your-server.example --env-file .env
# (items.yaml uses the demo API's /token and /items: change it to your API's
#  endpoints, skip it with --tag smoke, or delete it.)

# The client secret your token endpoint accepts; never printed in reports
client_secret=
`,
    'CI.md': ciText('the demo API', '--var client_secret=$CLIENT_SECRET'),
  };
}

/** The `--mcp` starter: MCP calls against `wirecase serve scripted`. File name → text. */
export function mcpStarterFiles(scenarioSchema: string, suiteSchema: string, guide: string): Record<string, string> {
  const doc = `# yaml-language-server: $schema=${scenarioSchema}`;
  return {
    'suite.yaml': `# yaml-language-server: $schema=${suiteSchema}
# The suite: settings shared by every document in this folder.
# Guide: ${guide}
name: starter
description: A starter suite made by wirecase init. Change it to describe your server.

# The server to start before the run (and stop after it). Out of the box it is
# wirecase's scripted MCP server, so everything here passes at once. To test
# your own server, pass --base-url: then nothing is started.
target:
  command: wirecase serve scripted --port {{ port }}
  ready: /healthz

# Every relative url below is appended to this address.
baseUrl: "{{ target.url }}"

headers:
  # Like a real MCP client: accept a JSON answer or an event stream.
  Accept: application/json, text/event-stream
  # A token, when one is given (--var token=... or the env file); otherwise no header.
  Authorization: "{{ empty(token) ? null : 'Bearer ' + token }}"

# rpc: steps speak this MCP revision (its headers and _meta are added for you).
mcp:
  revision: "2026-07-28"

vars:
  # Where the MCP endpoint is, relative to the base URL. The scripted server
  # answers under /<any name>/mcp; a real server usually under /mcp.
  mcp_path: /starter/mcp
  # Your access token; leave empty when the server needs none. Never commit it:
  # put it in .env (see .env.example).
  token: ""

# Variables whose values never appear in a report.
secrets: [token]
timeout: 10s
`,
    'http-check.yaml': `${doc}
# A plain HTTP check: one GET, its status, a header and a JSON field.
id: starter-http-01
title: The server says it is healthy
tags: [smoke]
level: required
steps:
  - request:
      method: GET
      url: /healthz
    expect:
      status: 200
      headers:
        content-type: { matches: "^application/json" }
      json:
        $.ok: true
`,
    'mcp-call.yaml': `${doc}
# An MCP call in revision 2026-07-28 (set in suite.yaml): the rpc: shorthand
# builds the JSON-RPC POST with the revision's headers and _meta for you.
id: starter-mcp-01
title: A tool call answers a complete result with the text sent
tags: [smoke, mcp]
level: required
steps:
  - rpc:
      url: "{{ mcp_path }}"
      method: tools/call
      params:
        name: echo
        arguments: { text: hello }
    expect:
      status: 200
      json:
        $.jsonrpc: "2.0"
        $.error: { absent: true }
        $.result.resultType: complete
        $.result.content: { length: 1 }
        $.result.content[0].type: text
        $.result.content[0].text: hello
`,
    'sse.yaml': `${doc}
# An event-stream (SSE) answer: the scripted server streams two progress
# notifications, then the result, when asked for shape "events".
id: starter-sse-01
title: A streamed tool call sends its progress before the result
tags: [mcp, sse]
level: recommended
steps:
  - rpc:
      url: "{{ mcp_path }}"
      method: tools/call
      params:
        name: echo
        arguments: { text: streamed, shape: events }
        _meta: { progressToken: p1 }
    expect:
      status: 200
      headers:
        content-type: { matches: "^text/event-stream" }
      sse:
        count: 3
        responseLast: true
        events:
          - json:
              $.method: notifications/progress
              $.params.progress: 1
      json:
        # the JSON-RPC response found in the stream
        $.result.content[0].text: streamed
`,
    'capture.yaml': `${doc}
# Capture a value from one answer and use it in a later step.
id: starter-capture-01
title: A value captured from one call is what the server recorded
tags: [mcp]
level: optional
vars:
  # A fresh name for this run, so nothing else shares its request log.
  partition: "{{ uuid() }}"
steps:
  - name: call a tool and keep its answer
    rpc:
      url: /{{ partition }}/mcp
      method: tools/call
      params:
        name: echo
        arguments: { text: "order-42" }
    expect:
      status: 200
    capture:
      answer: $.result.content[0].text

  - name: the server's request log holds the same text
    request:
      url: /{{ partition }}/test/requests
    expect:
      status: 200
      json:
        $.count: 1
        $.requests[0].tool: echo
        $.requests[0].arguments.text: "{{ answer }}"
`,
    '.env.example': `# Variables for a run against your own server. Copy this file to .env, fill it
# in, and keep .env out of version control:
#   wirecase run . --base-url https://your-server.example --env-file .env
# (capture.yaml reads the scripted server's request log: skip it elsewhere
#  with --tag smoke, or delete it.)

# Where the MCP endpoint is, relative to --base-url
mcp_path=/mcp
# Your access token (sent as Authorization: Bearer ...); never printed in reports
token=
`,
    'CI.md': ciText('the scripted server', '--var token=$MCP_TOKEN'),
  };
}

/** The CI snippets, for either starter. */
function ciText(server: string, secretVar: string): string {
  return `# Running these scenarios in CI

Copy one of these into your repository. Both start ${server} the
suite names (\`target:\`); to test a deployed server instead, add
\`--base-url https://your-server.example\` and pass the token as a secret
variable (\`${secretVar}\`).

## GitHub Actions (.github/workflows/wirecase.yml)

\`\`\`yaml
name: wirecase
on: [push, pull_request]
jobs:
  scenarios:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 20 }
      - run: npx --yes wirecase run wirecase-tests --reporter console,json,junit,markdown --out reports
      - if: always()
        run: cat reports/summary.md >> "$GITHUB_STEP_SUMMARY"
      - if: always()
        uses: actions/upload-artifact@v4
        with: { name: wirecase-reports, path: reports/ }
\`\`\`

## GitLab CI (.gitlab-ci.yml)

\`\`\`yaml
wirecase:
  image: node:20
  script:
    - npx --yes wirecase run wirecase-tests --reporter console,json,junit --out reports
  artifacts:
    when: always
    paths: [reports/]
    reports:
      junit: reports/junit.xml
\`\`\`
`;
}

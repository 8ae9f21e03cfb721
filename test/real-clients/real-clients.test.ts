/**
 * MCP clients this project did not write, unmodified, judged by the scenarios/mcp-client suite
 * through the CLI as a user runs it (`--client "node test/real-clients/<app>.mjs"`, or one of the
 * drivers in drivers/, README there). Every verdict other than a pass is listed below, a failure with
 * the sentence the client breaks and what it does; nothing else fails, warns or is not applicable.
 * Runs go two at a time. Only 127.0.0.1 traffic.
 *
 * Each document costs a process of the client, so by default a client's run covers its fixed cases
 * (`fixedCases`: one document of each verdict listed for it, and the first document of each suite file
 * it passes) and a sample of its other documents chosen by the day's seed, as the suite tests' fault
 * runs are (test/helpers/fault-sample.ts); `npm run test:faults` (FAULT_SAMPLE=all) runs every document.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { TestStatus } from '../../src/model/results.js';
import type { LoadedDocument } from '../../src/model/scenario.js';
import { clientTransportMismatch } from '../../src/run/roles/stdio/applicable.js';
import { FAULT_SAMPLE, faultRunDocuments, fixedCases, noteSample, testOf } from '../helpers/fault-sample.js';
import { pool } from '../helpers/pool.js';
import { loadSuite, runSuiteCli, type SuiteRun } from '../helpers/suite-runs.js';
import { CLIENT_TIMEOUT_MS, REAL_CLIENTS } from './clients.js';

const SUITE = path.join('scenarios', 'mcp-client');

interface Expected {
  status: TestStatus;
  /** For a failure: the sentence broken, quoted, and what the client does. Otherwise why. */
  reason: string;
}

/** An initialize-era client against a 2026-07-28-only server: refused at initialize, it never speaks 2026-07-28. */
const NOT_MODERN: Expected = {
  status: 'not-applicable',
  reason: 'SDK v1 speaks only the initialize era: its initialize is refused with -32022 and it stops, so no 2026-07-28 rule can be judged',
};

/** The SDK v2 client with its default version negotiation: initialize first, refused by a 2026-07-28-only server, and it stops. */
const NOT_MODERN_V2: Expected = {
  status: 'not-applicable',
  reason: 'the SDK v2 client by default starts with initialize; refused with -32022 by a 2026-07-28-only server, it stops, so no 2026-07-28 rule can be judged',
};

/** An initialize-era client as NOT_MODERN says, by name. */
const notModern = (client: string): Expected => ({
  status: 'not-applicable',
  reason: `${client} speaks only the initialize era: its initialize is refused with -32022 and it stops, so no 2026-07-28 rule can be judged`,
});
/**
 * The 2026-07-28 documents whose judging server speaks 2026-07-28 (cl26-23 plays a 2025-11-25 server:
 * every client is judged there), and the OAuth documents of rules new in 2026-07-28 (they open with the
 * same guard: an initialize-era client is not applicable there).
 */
const MODERN_IDS = [
  ...Array.from({ length: 35 }, (_, i) => `cl26-${String(i + 1).padStart(2, '0')}`).filter((id) => id !== 'cl26-23'),
  ...['cl26-46', 'cl26-47', 'cl26-48', 'cl26-53', 'cl26-55'],
];
const allNotModern = (client: string) => Object.fromEntries(MODERN_IDS.map((id) => [id, notModern(client)]));
const allAs = (expected: Expected) => Object.fromEntries(MODERN_IDS.map((id) => [id, expected]));

/** What the SDK v2 app (connect, list tools, call the first with { text: 'hello' }, close) does not do, so a 2026-07-28 test has nothing to judge. */
const appDoesNot = (what: string): Expected => ({ status: 'not-applicable', reason: `the app ${what}` });
const NO_DEFAULT_ARGS = appDoesNot(
  "calls the first tool with { text: 'hello' }, not the arguments the inputSchema's defaults give, so no call carries the x-mcp-header values judged",
);

/** The OAuth documents (2026-07-28/oauth.yaml): the judging server behind the scripted authorization server. */
const OAUTH_IDS = Array.from({ length: 18 }, (_, i) => `cl26-${40 + i}`);
/** A client run without an OAuth provider meets the 401 and stops: no OAuth rule can be judged. */
const noOAuth = (client: string) =>
  Object.fromEntries(
    OAUTH_IDS.map((id) => [
      id,
      {
        status: 'not-applicable',
        reason: `${client} is run without an OAuth provider: its first request meets the 401 and it stops, so no OAuth rule can be judged`,
      } satisfies Expected,
    ]),
  );

const GIVES_UP_ON_32022: Expected = {
  status: 'warning',
  reason:
    '"The client SHOULD select a mutually supported version from the `supported` list and retry the request, or surface an error to the user if no compatible version exists." (2026-07-28/basic/versioning.mdx:69): the -32022 lists 2026-07-28, the version it speaks, and it surfaces UnsupportedProtocolVersionError to the application instead of retrying with it',
};
/** A 2025-era client that does OAuth: its initialize is refused after the flow, so it never calls a tool and never meets the step-up (cl26-57). */
const NO_TOOL_CALL_STEP_UP: Expected = {
  status: 'not-applicable',
  reason: 'its initialize is refused with -32022 after the OAuth flow, so it never calls a tool and never meets the insufficient_scope challenge',
};

const NO_REINIT_AFTER_404 =
  '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25/basic/transports.mdx:213)';
const NO_DELETE: Expected = {
  status: 'warning',
  reason:
    '"Clients that no longer need a particular session ... SHOULD send an HTTP DELETE to the MCP endpoint with the `MCP-Session-Id` header" (2025-11-25/basic/transports.mdx:216): the bridge exits when its stdin closes without ending the session',
};

/** What one session of the SDK v2 library (the app, and the pinned client) never does, so the documents judging it do not apply. */
const SDK_V2_SESSION_UNUSED: Record<string, Expected> = {
  'cl26-24': appDoesNot('never uses resources, though the server offers them'),
  'cl26-25': appDoesNot('never uses prompts, though the server offers them'),
  'cl26-26': appDoesNot('never asks for a completion, though the server offers them'),
  // Its clientCapabilities name no elicitation, so a server may not ask it for one (the client then fails the call: nothing to judge).
  'cl26-27': appDoesNot('declares no elicitation capability, so the input request of an input_required result is not for it'),
  'cl26-29': appDoesNot('declares no elicitation capability, so the input request of an input_required result is not for it'),
  'cl26-31': appDoesNot('sends nothing after the retry of the one tool it calls, so no other request could carry what was meant for the retry'),
  'cl26-32': appDoesNot('sends no progress token'),
};

const EXPECTED: Record<string, Record<string, Expected>> = {
  // The AI SDK's own MCP client (@ai-sdk/mcp 1.0.102; its 2.x needs Node 22), createMCPClient over HTTP.
  'ai-sdk': {
    'cl25-08': { status: 'failed', reason: `${NO_REINIT_AFTER_404}: the HTTP transport throws the 404 to the application and sends nothing more` },
    'cl25-11': {
      status: 'warning',
      reason:
        '"If the client wishes to resume after a disconnection (whether due to network failure or server-initiated closure), it SHOULD issue an HTTP GET to the MCP endpoint, and include the `Last-Event-ID` header to indicate the last event ID it received." (2025-11-25/basic/transports.mdx:176): when the tools/list stream closes before its result it sends nothing more; the listTools promise never settles and the process exits with code 13',
    },
    'cl25-12': { status: 'not-applicable', reason: 'the client does not resume the dropped stream, so there is no resuming GET to judge' },
    'cl25-15': { status: 'not-applicable', reason: 'the client does not reconnect to the dropped stream, so there is no reconnect whose wait to judge' },
    ...allNotModern('the AI SDK MCP client'),
    ...noOAuth('the AI SDK MCP client'),
  },
  // The MCP Inspector's CLI mode (@modelcontextprotocol/inspector-cli 0.21.2): one session per invocation, on the SDK v1 client.
  'inspector-cli': {
    'cl25-08': { status: 'failed', reason: `${NO_REINIT_AFTER_404}: the SDK v1 transport under it throws the 404 ("Failed to list tools") and the CLI exits` },
    'cl25-10': { ...NO_DELETE, reason: NO_DELETE.reason.replace('the bridge exits when its stdin closes', 'each invocation disconnects') },
    ...allNotModern('the Inspector CLI'),
    ...noOAuth('the Inspector CLI (no OAuth options given)'),
  },
  // mcp-remote 0.15.1 as a stdio bridge (it opens a second session for the host's own initialize).
  // It does OAuth as it ships: it opens the authorization URL with the `open` package, which reaches
  // the browser stand-in the run puts on PATH / $BROWSER, and completes the flow headlessly.
  'mcp-remote': {
    'cl25-10': NO_DELETE,
    ...allNotModern('mcp-remote'),
    'cl26-44': {
      status: 'failed',
      reason:
        '"For issuer URLs with path components (e.g., `https://auth.example.com/tenant1`), clients MUST try endpoints in the following priority order: OpenID Connect Discovery 1.0 with path insertion: `https://auth.example.com/.well-known/openid-configuration/tenant1`" (2026-07-28/basic/authorization/authorization-server-discovery.mdx:81): after /.well-known/oauth-authorization-server/tenant1 it tries /.well-known/oauth-authorization-server, a URI not on the list, before the OpenID ones',
    },
    'cl26-50': {
      status: 'failed',
      reason:
        '"OAuth 2.0 Authorization Server Metadata: If `code_challenge_methods_supported` is absent, the authorization server does not support PKCE and MCP clients MUST refuse to proceed." (2026-07-28/basic/authorization/security-considerations.mdx:57): it sends the authorization and token requests though the metadata has no code_challenge_methods_supported',
    },
    'cl26-56': { status: 'not-applicable', reason: 'it registers dynamically (offered too); it never uses a client ID metadata document' },
    'cl26-57': NO_TOOL_CALL_STEP_UP,
  },
  // supergateway 4.0.0 in its client direction (Streamable HTTP → stdio), on the SDK v1 client transport.
  supergateway: {
    'cl25-08': { status: 'failed', reason: `${NO_REINIT_AFTER_404}: the SDK v1 transport under it throws the 404 and the bridge sends nothing more` },
    'cl25-10': NO_DELETE,
    ...allNotModern('supergateway'),
    ...noOAuth('supergateway'),
  },
  'sdk-v1-app.mjs': {
    'cl25-08': {
      status: 'failed',
      reason:
        '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25/basic/transports.mdx:213): StreamableHTTPClientTransport turns the 404 into an error (StreamableHTTPError, code 404) thrown to the application and sends nothing more',
    },
    ...allAs(NOT_MODERN),
    ...noOAuth('the SDK v1 app (no authProvider)'),
  },
  // The SDK v1 Client with an OAuthClientProvider (the SDK's own flow), its browser the stand-in on $BROWSER.
  'sdk-v1-oauth-app.mjs': {
    'cl25-08': {
      status: 'failed',
      reason: `${NO_REINIT_AFTER_404}: as the plain SDK v1 app, StreamableHTTPClientTransport throws the 404 to the application and sends nothing more`,
    },
    ...allAs(NOT_MODERN),
    'cl26-50': {
      status: 'failed',
      reason:
        '"OAuth 2.0 Authorization Server Metadata: If `code_challenge_methods_supported` is absent, the authorization server does not support PKCE and MCP clients MUST refuse to proceed." (2026-07-28/basic/authorization/security-considerations.mdx:57): it authorizes and redeems the code though the metadata has no code_challenge_methods_supported',
    },
    'cl26-56': {
      status: 'not-applicable',
      reason: 'it registers dynamically (offered too); it uses a client ID metadata document only when the app names one',
    },
    'cl26-57': NO_TOOL_CALL_STEP_UP,
  },
  // The SDK v2 client with versionNegotiation { mode: 'auto' }: it probes server/discover and speaks 2026-07-28.
  'sdk-v2-auto-app.mjs': {
    'cl25-08': {
      status: 'failed',
      reason:
        '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25/basic/transports.mdx:213): against a 2025-11-25 server it falls back to initialize and, like the default mode, throws SdkHttpError on the 404 and sends nothing more',
    },
    'cl26-06': GIVES_UP_ON_32022,
    'cl26-13': NO_DEFAULT_ARGS,
    // cl26-14 judges every Mcp-Param sent on a call of forecast too: its { text: 'hello' } goes plain, as it should.
    'cl26-15': NO_DEFAULT_ARGS,
    'cl26-16': NO_DEFAULT_ARGS,
    'cl26-18': NO_DEFAULT_ARGS,
    ...SDK_V2_SESSION_UNUSED,
    ...noOAuth('the SDK v2 app (no authProvider)'),
  },
  // The SDK v2 client pinned to 2026-07-28 (versionNegotiation { mode: { pin } }): a modern-only client,
  // built independently of this project. Against the 2025-11-25 judging server it stops after its
  // server/discover probe, as the versioning matrix says such a pair does: the 2025 documents do not apply.
  'sdk-v2-pin': {
    ...Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [
        `cl25-${String(i + 1).padStart(2, '0')}`,
        {
          status: 'not-applicable',
          reason:
            'a modern-only client against a server of the initialize era "Fails" by design (2026-07-28 basic/versioning.mdx:167): its server/discover probe is refused and it stops, so no 2025-11-25 sentence binds it',
        } satisfies Expected,
      ]),
    ),
    'cl26-06': GIVES_UP_ON_32022,
    ...Object.fromEntries(
      ['cl26-13', 'cl26-14', 'cl26-15', 'cl26-16', 'cl26-18'].map((id) => [
        id,
        appDoesNot('(the library driver) calls the first tool with no arguments, so no call carries the x-mcp-header values judged'),
      ]),
    ),
    'cl26-23': {
      status: 'not-applicable',
      reason:
        "cl26-23's server speaks 2025-11-25: the pinned client finds no 2026-07-28 in server/discover and stops (no fallback in pin mode), so it lists no tools",
    },
    ...SDK_V2_SESSION_UNUSED,
    ...noOAuth('the SDK v2 pinned client (no authProvider)'),
  },
  // The SDK v2 client with its defaults negotiates the initialize era (its 2026-07-28 mode is opt-in).
  'sdk-v2-app.mjs': {
    'cl25-08': {
      status: 'failed',
      reason:
        '"When a client receives HTTP 404 in response to a request containing an `MCP-Session-Id`, it MUST start a new session by sending a new `InitializeRequest` without a session ID attached." (2025-11-25/basic/transports.mdx:213): the transport throws SdkHttpError ("Error POSTing to endpoint") to the application and sends nothing more',
    },
    ...allAs(NOT_MODERN_V2),
    ...noOAuth('the SDK v2 app (no authProvider)'),
  },
};

describe('real MCP clients judged by scenarios/mcp-client', () => {
  let outDir: string;
  const runs = new Map<string, Promise<SuiteRun>>();
  /** Client → the documents its run covers. */
  const covered = new Map<string, LoadedDocument[]>();
  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'wirecase-real-clients-'));
    // These clients are judged over HTTP: the stdio documents are not applicable to them (real-stdio-clients.test.ts).
    const documents = (await loadSuite([SUITE])).documents.filter((d) => clientTransportMismatch(d, false) === undefined);
    const clients = Object.keys(EXPECTED);
    for (const client of clients) covered.set(client, faultRunDocuments(documents, client, fixedCases(documents, EXPECTED[client]!), FAULT_SAMPLE));
    // Each client's runs are mostly waits on its own process starts: two at a time keep both cores busy.
    const started = pool(
      clients.map((client) => () => {
        const only = covered.get(client)!.flatMap((d) => ['--id', d.data.id]);
        const timeout = String(REAL_CLIENTS[client]!.timeoutMs ?? CLIENT_TIMEOUT_MS);
        return runSuiteCli([SUITE], path.join(outDir, client), { args: ['--client', REAL_CLIENTS[client]!.command, '--client-timeout', timeout, ...only] });
      }),
      2,
    );
    clients.forEach((client, i) => runs.set(client, started[i]!));
  });
  after(async () => {
    await Promise.allSettled(runs.values());
    await rm(outDir, { recursive: true, force: true });
  });

  it('every real client npm test runs has its expected verdicts', () => {
    const inTests = Object.entries(REAL_CLIENTS).filter(([, c]) => c.inNpmTest !== false);
    assert.deepEqual(Object.keys(EXPECTED).sort(), inTests.map(([name]) => name).sort());
  });

  for (const [client, expected] of Object.entries(EXPECTED)) {
    it(`${client}: exactly the listed verdicts other than a pass, on every document its run covers`, async (t) => {
      const run = await runs.get(client)!;
      const tests = run.results?.tests ?? [];
      const documents = covered.get(client)!;
      t.diagnostic(`${documents.length} documents`);
      await noteSample(() => {
        assert.deepEqual(tests.map((t) => t.id).sort(), documents.map((d) => d.data.id).sort(), `stderr: ${run.stderr}`);
        const ran = testOf(documents);
        const notPassed = Object.fromEntries(tests.filter((t) => t.status !== 'passed').map((t) => [t.id, t.status]));
        const listed = Object.entries(expected).filter(([id]) => ran(id));
        assert.deepEqual(notPassed, Object.fromEntries(listed.map(([id, e]) => [id, e.status])));
        const judged = tests.filter((t) => t.status === 'passed' || t.status === 'failed' || t.status === 'warning');
        assert.ok(judged.length >= (FAULT_SAMPLE.all ? 10 : 1), `only ${judged.length} tests judged`);
        assert.equal(run.code, listed.some(([, e]) => e.status === 'failed') ? 1 : 0);
      });
    });
  }
});

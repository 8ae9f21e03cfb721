import type { SchemaRegistry } from '../assert/schema-registry.js';
import type { WireSchema } from '../assert/wire-schema.js';
import type { HttpClient } from '../http/http-client.js';
import type { LoadedSuite } from '../model/scenario.js';
import type { LayeredScope } from '../template/scope.js';
import type { MemoryCeiling } from './memory-ceiling.js';
import type { Redactor } from './redact.js';
import type { StdioTarget } from './roles/stdio/stdio-target.js';

/** What every document of one suite shares while it runs. */
export interface SuiteContext {
  suite: LoadedSuite;
  /** wirecase's version, sent as the MCP clientInfo by default. */
  clientVersion: string;
  baseUrl?: string;
  /** The stdio transport: each test starts this command as its server process (roles/stdio/); HTTP otherwise. */
  stdio?: StdioTarget;
  /** Run variables: suite defaults replaced by --var / --env-file, plus built-ins. */
  scope: LayeredScope;
  /** The scope's variable layer, where setup writes what it found. */
  runVars: Record<string, unknown>;
  http: HttpClient;
  schemas: SchemaRegistry;
  redactor: Redactor;
  timeoutMs: number;
  maxBodyBytes: number;
  /** `--wire-schema`: every JSON-RPC message received is validated against it. */
  wireSchema?: WireSchema;
  /** Prompts a collection when large bodies pile up (one per run, shared by its suites). */
  memory: MemoryCeiling;
  /** Stored response body per step in reports: more for failures, which people read. */
  storedBodyBytes: { passed: number; failed: number };
  /** A test's latest step records that stay whole (step-retention.ts); Infinity with --keep-passed-steps. */
  stepWindow: number;
  /**
   * The first thing that kept the suite's setup from finishing (a step the server answered 5xx or not
   * at all, a variable that could not be worked out): a document that then needs what setup did not
   * find could not be judged, with this as the cause.
   */
  setupTrouble?: string;
}

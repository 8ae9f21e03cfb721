import { SchemaRegistry } from '../../src/assert/schema-registry.js';
import { HttpClient } from '../../src/http/http-client.js';
import type { LoadedSuite } from '../../src/model/scenario.js';
import { MemoryCeiling } from '../../src/run/memory-ceiling.js';
import { Redactor } from '../../src/run/redact.js';
import type { SuiteContext } from '../../src/run/run-context.js';
import { LayeredScope } from '../../src/template/scope.js';

/**
 * What one suite shares while its documents run, built the way run-project builds it but without a
 * target or tokens, for tests that drive runStep or performExchange directly. Close `ctx.http` after.
 */
export function testSuiteContext(
  baseUrl: string,
  options: { suite?: LoadedSuite; vars?: Record<string, unknown>; timeoutMs?: number; maxBodyBytes?: number } = {},
): SuiteContext {
  const suite = options.suite ?? { name: 'default', dir: process.cwd(), data: {} };
  const runVars = { ...options.vars };
  const redactor = new Redactor(suite.data.secrets ?? []);
  redactor.addVariables(runVars);
  return {
    suite,
    clientVersion: 'test',
    baseUrl,
    scope: new LayeredScope([runVars, { env: {}, baseUrl }]),
    runVars,
    http: new HttpClient(),
    schemas: new SchemaRegistry(),
    redactor,
    timeoutMs: options.timeoutMs ?? 5000,
    maxBodyBytes: options.maxBodyBytes ?? 1 << 20,
    memory: new MemoryCeiling(),
    storedBodyBytes: { passed: 4096, failed: 65536 },
    stepWindow: Number.POSITIVE_INFINITY,
  };
}

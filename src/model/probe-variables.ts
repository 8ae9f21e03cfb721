/**
 * The variables the shared MCP probe (`probe: mcp` in a suite.yaml, src/probe/) gives every suite
 * that asks for it, before the suite's own `setup`. The loader knows them as suite variables; the
 * probe writes each one it can decide (a value given with --var or --env-file wins).
 */
export const PROBE_VARIABLE_NAMES = [
  // auth: 'required' (401 to a request without credentials), 'optional' (a challenge on a 2xx),
  // 'absent', or 'unknown' (refused otherwise, no answer); oauth: auth is required.
  'auth',
  'auth_reason',
  'oauth',
  // 'oauth' (RFC 9728 protected-resource metadata found), 'bearer' (a Bearer challenge without it),
  // another scheme's name in lower case, or '' (no authorization seen).
  'auth_scheme',
  'auth_bearer',
  'auth_challenge',
  'resource_metadata_url',
  'challenge_metadata_url',
  'well_known_metadata_url',
  // Eras, decided by behaviour: speaks_* true only when seen; era_* says the state in words
  // ('speaks …', 'does not speak: …', 'unknown (refused: 401 …)'); era_*_unknown when it cannot be known.
  'speaks_2025',
  'speaks_2026',
  'dual_era',
  'era_2025',
  'era_2026',
  'era_2025_unknown',
  'era_2026_unknown',
  'legacy_version',
  'answer_2025',
  'answer_2026',
  'initialize_result',
  'discover_result',
  // The Host/Origin policy: whether a 403 refused our Host header, and what to use instead.
  'host_refused',
  'host_hint',
  // Why the era or the auth could not be known, in words (the reason of a could-not-judge).
  'refusal',
] as const;

export type ProbeVariableName = (typeof PROBE_VARIABLE_NAMES)[number];

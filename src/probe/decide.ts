import type { ProbeVariableName } from '../model/probe-variables.js';

/** One answer the probe got: what it asked, and what came back (no status: no answer at all). */
export interface Answer {
  /** What was sent, in words, e.g. "initialize at 2025-11-25 without credentials". */
  asked: string;
  status?: number;
  /** Why there was no answer (a timeout, a refused connection). */
  failure?: string;
  /** The WWW-Authenticate header, when the answer had one. */
  challenge?: string;
  /** The JSON-RPC response found in the body (JSON or an event stream). */
  message?: Record<string, unknown>;
  /** The body as text (bounded), for the version a broken response still shows and for reasons. */
  text: string;
}

/** Everything the probe saw of one target. */
export interface Observed {
  baseUrl: string;
  /** Without any Authorization header: initialize at 2025-11-25 and server/discover at 2026-07-28. */
  anonymous: { v2025: Answer; v2026: Answer };
  /** The same with the suite's credentials, when it has any (a token given or minted). */
  credentialed?: { v2025: Answer; v2026: Answer };
  /** After a 403: the same request with the other loopback name in the Host header. */
  hostSwap?: { host: string; url: string; answer: Answer };
  /** RFC 9728 well-known URIs (asked only when a request met authorization): path form, root form. */
  wellKnown?: { path?: MetadataAnswer; root?: MetadataAnswer };
}

export interface MetadataAnswer {
  url: string;
  status?: number;
  /** The body parsed as a JSON object, when it is one. */
  json?: Record<string, unknown>;
}

export type ProbeVars = Partial<Record<ProbeVariableName, unknown>>;

/** The probe's decision: its variables, and the lines saying what it saw. */
export interface Decision {
  vars: ProbeVars;
  seen: string[];
}

const TOKEN_HINT = ': give a token (--var token=…) to judge it';

/** Statuses that refuse a request before it is looked at: authorization, or a Host/Origin policy. */
const REFUSALS = new Set([401, 403, 407, 421]);
const HOST_POLICY = new Set([403, 421]);

/**
 * What the probe's answers show, decided once: auth (required, optional, absent, unknown), the scheme
 * (OAuth when RFC 9728 metadata is found), the eras spoken and the Host policy. The variables cannot
 * contradict each other: dual_era is speaks_2025 and speaks_2026; an era that cannot be known is
 * neither spoken nor not spoken ("unknown (refused: …)"); oauth is auth == 'required'.
 */
export function decide(observed: Observed): Decision {
  const host = hostPolicy(observed);
  const auth = authState(observed, host);
  const scheme = schemeOf(observed, auth);
  const eraAnswers = observed.credentialed ?? observed.anonymous;
  // Required auth and no credentials: nothing but a result seen anyway tells the era.
  const refusedFirst = auth.state === 'required' && !observed.credentialed ? auth.reason : undefined;
  const e2025 = eraOf(eraAnswers.v2025, '2025', host, refusedFirst);
  const e2026 = eraOf(eraAnswers.v2026, '2026', host, refusedFirst, e2025.speaks);
  const vars: ProbeVars = {
    auth: auth.state,
    auth_reason: auth.reason,
    oauth: auth.state === 'required',
    auth_scheme: scheme.scheme,
    auth_challenge: auth.challenge ?? '',
    challenge_metadata_url: scheme.challengeUrl,
    well_known_metadata_url: scheme.wellKnownUrl,
    speaks_2025: e2025.speaks,
    speaks_2026: e2026.speaks,
    dual_era: e2025.speaks && e2026.speaks,
    era_2025: e2025.state,
    era_2026: e2026.state,
    era_2025_unknown: e2025.unknown,
    era_2026_unknown: e2026.unknown,
    legacy_version: e2025.version ?? '',
    answer_2025: answerText(eraAnswers.v2025),
    answer_2026: answerText(eraAnswers.v2026),
    host_refused: host !== undefined,
    host_hint: host ?? '',
    refusal: host ?? refusalOf(e2025, e2026, auth),
  };
  return { vars: { ...vars, ...foundOnly(eraAnswers, e2025, e2026, scheme, auth) }, seen: seenLines(observed) };
}

/** Why nothing can be judged, in words: the first era hidden, else auth that could not be known; "" when nothing was refused. */
function refusalOf(e2025: EraState, e2026: EraState, auth: AuthState): string {
  if (e2025.unknown) return e2025.state;
  if (e2026.unknown) return e2026.state;
  return auth.state === 'unknown' ? auth.reason : '';
}

/** Variables set only when found: otherwise the suite's own default (the bundled target's known URL) stays, or the name stays undefined. */
function foundOnly(
  answers: { v2025: Answer; v2026: Answer },
  e2025: EraState,
  e2026: EraState,
  scheme: ReturnType<typeof schemeOf>,
  auth: AuthState,
): ProbeVars {
  const vars: ProbeVars = {};
  if (scheme.challengeUrl || scheme.wellKnownUrl) vars.resource_metadata_url = scheme.challengeUrl || scheme.wellKnownUrl;
  if (auth.challenge !== undefined && /^\s*bearer\b/i.test(auth.challenge)) vars.auth_bearer = 'Bearer';
  const initialize = resultOf(answers.v2025);
  if (e2025.speaks && initialize) vars.initialize_result = initialize;
  const discover = resultOf(answers.v2026);
  if (e2026.speaks && discover) vars.discover_result = discover;
  return vars;
}

/** A 403 (or 421) that the other loopback name in the Host header does not get: the server's Host policy. */
function hostPolicy(observed: Observed): string | undefined {
  const swap = observed.hostSwap;
  if (!swap || swap.answer.status === undefined || HOST_POLICY.has(swap.answer.status)) return undefined;
  const refused = [observed.anonymous.v2025, observed.anonymous.v2026, observed.credentialed?.v2025, observed.credentialed?.v2026].find(
    (a) => a?.status !== undefined && HOST_POLICY.has(a.status),
  );
  if (!refused) return undefined;
  const ours = new URL(observed.baseUrl).host;
  return `the server refused the Host header (${refused.status} to ${ours}; Host: ${swap.host} got ${swap.answer.status}): use ${swap.url}`;
}

interface AuthState {
  state: 'required' | 'optional' | 'absent' | 'unknown';
  reason: string;
  challenge?: string;
}

/** 401 to a request without credentials: required; a challenge on a 2xx: optional; neither: absent. */
function authState(observed: Observed, host: string | undefined): AuthState {
  if (host) return { state: 'unknown', reason: host };
  const answers = [observed.anonymous.v2025, observed.anonymous.v2026];
  const refused = answers.find((a) => a.status === 401);
  if (refused)
    return {
      state: 'required',
      reason: answerText(refused),
      ...(refused.challenge !== undefined ? { challenge: refused.challenge } : {}),
    };
  const optional = answers.find((a) => a.status !== undefined && a.status >= 200 && a.status < 300 && a.challenge !== undefined);
  if (optional)
    return {
      state: 'optional',
      reason: `${optional.status} to ${optional.asked} with WWW-Authenticate: ${optional.challenge}: a request without credentials is served`,
      challenge: optional.challenge!,
    };
  if (answers.every((a) => a.status === undefined)) return { state: 'unknown', reason: `no answer: ${answers[0]!.failure ?? 'none'}` };
  const forbidden = answers.find((a) => a.status !== undefined && REFUSALS.has(a.status));
  if (forbidden && !answers.some((a) => a.status !== undefined && a.status < 300)) return { state: 'unknown', reason: `refused: ${answerText(forbidden)}` };
  return { state: 'absent', reason: 'a request without credentials was answered without a challenge' };
}

/** OAuth when RFC 9728 metadata is named by the challenge or served at a well-known URI; else the challenge's scheme. */
function schemeOf(observed: Observed, auth: AuthState): { scheme: string; challengeUrl: string; wellKnownUrl: string } {
  if (auth.state !== 'required' && auth.state !== 'optional') return { scheme: '', challengeUrl: '', wellKnownUrl: '' };
  const challengeUrl = /resource_metadata="([^"]+)"/.exec(auth.challenge ?? '')?.[1] ?? '';
  const served = [observed.wellKnown?.path, observed.wellKnown?.root].find((m) => m?.status === 200 && m.json !== undefined);
  const wellKnownUrl = served?.url ?? '';
  if (challengeUrl || wellKnownUrl) return { scheme: 'oauth', challengeUrl, wellKnownUrl };
  const named = /^\s*([A-Za-z0-9!#$%&'*+.^_`|~-]+)/.exec(auth.challenge ?? '')?.[1]?.toLowerCase();
  return { scheme: named ?? 'unnamed', challengeUrl, wellKnownUrl };
}

interface EraState {
  speaks: boolean;
  unknown: boolean;
  state: string;
  version?: string;
}

/**
 * One era, by behaviour: initialize answered with a protocolVersion (2025), server/discover answered
 * with a result (2026-07-28). A refusal (401, 403, a Host policy), no answer or a server error leaves it
 * unknown, never "does not speak" — but a server error to server/discover from a server whose
 * initialize is answered is a legacy server's answer to a modern request: "Anything else identifies a
 * legacy server" (versioning.mdx), and the matrix lets it reject "with an implementation-defined error".
 */
function eraOf(answer: Answer, era: '2025' | '2026', host: string | undefined, refusedFirst: string | undefined, legacySpoken = false): EraState {
  const spoken = era === '2025' ? versionOf(answer) : resultOf(answer) && !answer.message?.error ? '2026-07-28' : undefined;
  if (spoken && answer.status !== undefined && answer.status < 300)
    return {
      speaks: true,
      unknown: false,
      state: `speaks it (${era === '2025' ? `initialize negotiated ${spoken}` : 'server/discover answered'})`,
      version: spoken,
    };
  if (host) return { speaks: false, unknown: true, state: `unknown (refused: ${host})` };
  if (refusedFirst)
    return { speaks: false, unknown: true, state: `unknown (refused: ${REFUSALS.has(answer.status ?? 0) ? answerText(answer) : refusedFirst})${TOKEN_HINT}` };
  if (answer.status === undefined) return { speaks: false, unknown: true, state: `unknown (no answer: ${answer.failure ?? 'none'})` };
  if (REFUSALS.has(answer.status)) return { speaks: false, unknown: true, state: `unknown (refused: ${answerText(answer)})` };
  if (answer.status >= 500 && era === '2026' && legacySpoken)
    return {
      speaks: false,
      unknown: false,
      state: `does not speak it: ${answerText(answer)}, while initialize is answered (an error without a modern error body identifies a legacy server)`,
    };
  if (answer.status >= 500) return { speaks: false, unknown: true, state: `unknown (the server failed: ${answerText(answer)})` };
  return { speaks: false, unknown: false, state: `does not speak it: ${answerText(answer)}` };
}

/** The protocolVersion of an initialize result, or of any in the body (a server that breaks ids still speaks the era). */
function versionOf(answer: Answer): string | undefined {
  const result = resultOf(answer);
  if (result && typeof result.protocolVersion === 'string') return result.protocolVersion;
  return /"protocolVersion"\s*:\s*"([^"\\]+)"/.exec(answer.text)?.[1];
}

function resultOf(answer: Answer): Record<string, unknown> | undefined {
  const result = answer.message?.result;
  return result !== null && typeof result === 'object' && !Array.isArray(result) ? (result as Record<string, unknown>) : undefined;
}

/** An answer in words: "401 to initialize at 2025-11-25 without credentials (WWW-Authenticate: Bearer …)". */
export function answerText(answer: Answer): string {
  if (answer.status === undefined) return `no answer to ${answer.asked}: ${answer.failure ?? 'none'}`;
  const error = answer.message?.error as { code?: unknown; message?: unknown } | undefined;
  const detail =
    error && typeof error.message === 'string'
      ? `${error.code ?? ''} ${error.message}`.trim()
      : answer.challenge !== undefined
        ? `WWW-Authenticate: ${answer.challenge}`
        : answer.text.replace(/\s+/g, ' ').trim().slice(0, 160);
  return `${answer.status} to ${answer.asked}${detail ? ` (${detail})` : ''}`;
}

function seenLines(observed: Observed): string[] {
  const lines = [observed.anonymous.v2025, observed.anonymous.v2026, observed.credentialed?.v2025, observed.credentialed?.v2026]
    .filter((a): a is Answer => a !== undefined)
    .map(answerText);
  if (observed.hostSwap) lines.push(`with Host: ${observed.hostSwap.host}: ${answerText(observed.hostSwap.answer)}`);
  for (const m of [observed.wellKnown?.path, observed.wellKnown?.root]) if (m) lines.push(`GET ${m.url} → ${m.status ?? 'no answer'}`);
  return lines;
}

import { createPrivateKey } from 'node:crypto';
import path from 'node:path';
import type { JWK } from 'jose';
import type { Token } from '../model/generated/suite.js';
import type { RunFiles } from '../model/run-files.js';
import type { LoadedSuite } from '../model/scenario.js';
import { UserError } from '../source/diagnostic.js';
import { ExpressionError, type Scope } from '../template/expression.js';
import { asText } from '../template/functions.js';
import { RenderError, renderDeep } from '../template/template.js';

type SigningKey = Awaited<ReturnType<typeof import('jose').importJWK>>;

/**
 * The suite's `tokens:`: one JWT per declared token whose variable has no value yet (not given by
 * --var / --env-file). Templates in `key`, `claims` and `header` are rendered with the run's scope;
 * a token whose key renders to nothing (e.g. `{{ jwt_key }}` left empty) or that reads an undefined
 * variable is not minted, so the documents that need it become skipped / not applicable. A key file
 * that cannot be read or used stops the run (UserError, exit 2).
 */
export async function mintTokens(suite: LoadedSuite, vars: Record<string, unknown>, scope: Scope, keyFiles: RunFiles['keys']): Promise<Record<string, string>> {
  const minted: Record<string, string> = {};
  const keys = new Map<string, Promise<LoadedKey>>();
  for (const [name, token] of Object.entries(suite.data.tokens ?? {})) {
    if (vars[name] !== undefined && vars[name] !== null && vars[name] !== '') continue;
    const rendered = renderToken(token, scope);
    if (!rendered) continue;
    const file = path.resolve(suite.dir, rendered.key);
    const cacheKey = `${token.alg ?? ''} ${file}`;
    if (!keys.has(cacheKey)) keys.set(cacheKey, loadKey(file, keyFiles.get(file), token.alg, suite, name));
    const key = await keys.get(cacheKey)!;
    minted[name] = await sign(name, key, rendered, suite);
  }
  return minted;
}

interface RenderedToken {
  key: string;
  claims: Record<string, unknown>;
  header: Record<string, unknown>;
  expiresIn: number;
}

function renderToken(token: Token, scope: Scope): RenderedToken | undefined {
  try {
    const key = renderDeep(token.key, scope);
    if (key === undefined || key === null || asText(key).trim() === '') return undefined;
    return {
      key: asText(key).trim(),
      claims: (renderDeep(token.claims ?? {}, scope) ?? {}) as Record<string, unknown>,
      header: (renderDeep(token.header ?? {}, scope) ?? {}) as Record<string, unknown>,
      expiresIn: toSeconds(token.expiresIn),
    };
  } catch (error) {
    const cause = error instanceof RenderError ? error.cause : error;
    if (cause instanceof ExpressionError && cause.code === 'UNDEFINED_VARIABLE') return undefined;
    throw error;
  }
}

/** `expiresIn`: seconds, or `30s` / `5m` / `1h` / `2d`, possibly negative; default one hour. */
export function toSeconds(value: number | string | undefined): number {
  if (value === undefined) return 3600;
  if (typeof value === 'number') return value;
  const match = /^(-?\d+)(s|m|h|d)$/.exec(value.trim());
  if (!match) throw new Error(`invalid expiresIn \`${value}\``);
  return Number(match[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[match[2] as 's' | 'm' | 'h' | 'd'];
}

interface LoadedKey {
  key: SigningKey;
  /** The token's `alg`, else the JWK's `alg`, else what the key type implies. */
  alg: string;
  kid?: string;
}

async function loadKey(
  file: string,
  read: { text: string } | { error: string } | undefined,
  wanted: string | undefined,
  suite: LoadedSuite,
  tokenName: string,
): Promise<LoadedKey> {
  const where = suite.file ?? suite.dir;
  const fail = (message: string): never => {
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `suite ${where}: token \`${tokenName}\`: ${message}`,
      ...(suite.locate ? { span: suite.locate(['tokens', tokenName, 'key']) } : {}),
      hint: 'the key must be a private JWK (.json) or a PKCS#8 PEM file; the path is relative to the suite folder (leave jwt_key empty to mint nothing)',
    });
  };
  // The load stage read it (load/run-files.ts), unless its path needs what only the run knows.
  if (!read) return fail(`the key file ${file} was not read before the run: its path may not depend on the started target`);
  if ('error' in read) return fail(`cannot read the key file ${file}: ${read.error}`);
  const { text } = read;
  try {
    if (text.trimStart().startsWith('{')) {
      const { _comment, ...jwk } = JSON.parse(text) as JWK & { _comment?: unknown };
      void _comment;
      const alg = wanted ?? jwk.alg ?? algFor(jwk.kty, jwk.crv);
      const { importJWK } = await import('jose');
      const key = await importJWK(jwk, alg);
      return { key, alg, ...(typeof jwk.kid === 'string' ? { kid: jwk.kid } : {}) };
    }
    const object = createPrivateKey(text);
    const details = object.asymmetricKeyDetails;
    const alg = wanted ?? algFor(object.asymmetricKeyType === 'ec' ? 'EC' : object.asymmetricKeyType === 'rsa' ? 'RSA' : 'OKP', curveName(details?.namedCurve));
    const { importPKCS8 } = await import('jose');
    return { key: await importPKCS8(object.export({ format: 'pem', type: 'pkcs8' }).toString(), alg), alg };
  } catch (error) {
    if (error instanceof UserError) throw error;
    return fail(`the key file ${file} is not a usable private key: ${(error as Error).message}`);
  }
}

function curveName(named: string | undefined): string | undefined {
  return named === 'prime256v1' ? 'P-256' : named === 'secp384r1' ? 'P-384' : named === 'secp521r1' ? 'P-521' : named;
}

function algFor(kty: string | undefined, crv: string | undefined): string {
  if (kty === 'EC') return crv === 'P-384' ? 'ES384' : crv === 'P-521' ? 'ES512' : 'ES256';
  if (kty === 'RSA') return 'RS256';
  if (kty === 'OKP') return 'EdDSA';
  if (kty === 'oct') return 'HS256';
  return 'ES256';
}

async function sign(name: string, loaded: LoadedKey, token: RenderedToken, suite: LoadedSuite): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims: Record<string, unknown> = { ...token.claims };
  if (claims.iat === undefined) claims.iat = now;
  if (claims.exp === undefined) claims.exp = now + token.expiresIn;
  const algorithm = loaded.alg;
  const header = { ...(loaded.kid ? { kid: loaded.kid } : {}), ...token.header, alg: algorithm };
  try {
    // jose is loaded only by suites that mint tokens.
    const { SignJWT } = await import('jose');
    return await new SignJWT(claims).setProtectedHeader(header).sign(loaded.key);
  } catch (error) {
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `suite ${suite.file ?? suite.dir}: token \`${name}\` cannot be signed with ${algorithm}: ${(error as Error).message}`,
      ...(suite.locate ? { span: suite.locate(['tokens', name]) } : {}),
    });
  }
}

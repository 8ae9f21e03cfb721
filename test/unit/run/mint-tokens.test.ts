import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { decodeProtectedHeader, errors, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importSPKI, type JWK, jwtVerify } from 'jose';
import { readKeyFiles } from '../../../src/load/run-files.js';
import type { LoadedSuite, SuiteFile } from '../../../src/model/scenario.js';
import { mintTokens, toSeconds } from '../../../src/run/mint-tokens.js';
import { UserError } from '../../../src/source/diagnostic.js';
import { LayeredScope } from '../../../src/template/scope.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface Keys {
  dir: string;
  ecPublic: Awaited<ReturnType<typeof generateKeyPair>>['publicKey'];
  rsaPublic: Awaited<ReturnType<typeof importSPKI>>;
}

async function keysDir(): Promise<Keys> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wirecase-mint-'));
  const ec = await generateKeyPair('ES256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(ec.privateKey)), kid: 'unit-key-1', _comment: 'test only' } as JWK;
  await writeFile(path.join(dir, 'ec.jwk.json'), JSON.stringify(jwk));
  const rsa = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  await writeFile(path.join(dir, 'rsa.pem'), await exportPKCS8(rsa.privateKey));
  return { dir, ecPublic: ec.publicKey, rsaPublic: await importSPKI(await exportSPKI(rsa.publicKey), 'RS256') };
}

function suiteOf(dir: string, tokens: SuiteFile['tokens']): LoadedSuite {
  return { name: 'unit', dir, file: path.join(dir, 'suite.yaml'), data: { tokens } };
}

const scope = (vars: Record<string, unknown>) => new LayeredScope([vars, { baseUrl: 'http://127.0.0.1:1/mcp' }]);

test('a valid token: claims rendered, iat and exp added, header and kid from the JWK', async () => {
  const keys = await keysDir();
  try {
    const suite = suiteOf(keys.dir, {
      token: {
        key: '{{ jwt_key }}',
        header: { typ: 'at+jwt' },
        claims: { iss: '{{ issuer }}', aud: '{{ baseUrl }}', scope: 'mcp:tools', '{{ claim }}': 't1' },
      },
    });
    const vars = { jwt_key: 'ec.jwk.json', issuer: 'https://issuer.test', claim: 'tid' };
    const before = Math.floor(Date.now() / 1000);
    const minted = await mintTokens(suite, vars, scope(vars), readKeyFiles([suite], vars));
    assert.deepEqual(Object.keys(minted), ['token']);
    const { payload, protectedHeader } = await jwtVerify(minted.token!, keys.ecPublic, {
      issuer: 'https://issuer.test',
      audience: 'http://127.0.0.1:1/mcp',
      typ: 'at+jwt',
    });
    assert.equal(protectedHeader.alg, 'ES256');
    assert.equal(protectedHeader.kid, 'unit-key-1');
    assert.equal(payload.tid, 't1');
    assert.equal(payload.scope, 'mcp:tools');
    assert.ok(payload.iat! >= before && payload.iat! <= before + 5);
    assert.ok(payload.exp! >= before + 3600 && payload.exp! <= before + 3605, 'default expiry: one hour');
  } finally {
    await rm(keys.dir, { recursive: true, force: true });
  }
});

test('expiresIn: a negative offset gives an expired token; given iat/exp are kept', async () => {
  const keys = await keysDir();
  try {
    const suite = suiteOf(keys.dir, {
      token_expired: { key: 'ec.jwk.json', claims: { sub: 'x' }, expiresIn: '-5m' },
      token_fixed: { key: 'ec.jwk.json', claims: { iat: 1000, exp: 2000000000 } },
      token_seconds: { key: 'ec.jwk.json', expiresIn: 90 },
    });
    const minted = await mintTokens(suite, {}, scope({}), readKeyFiles([suite], {}));
    await assert.rejects(jwtVerify(minted.token_expired!, keys.ecPublic), errors.JWTExpired);
    const { payload } = await jwtVerify(minted.token_fixed!, keys.ecPublic);
    assert.equal(payload.iat, 1000);
    assert.equal(payload.exp, 2000000000);
    const seconds = await jwtVerify(minted.token_seconds!, keys.ecPublic);
    assert.ok(seconds.payload.exp! - seconds.payload.iat! === 90);
  } finally {
    await rm(keys.dir, { recursive: true, force: true });
  }
});

test('header fields and alg: a PEM RSA key signs RS256 by default, alg overrides, typ is kept', async () => {
  const keys = await keysDir();
  try {
    const suite = suiteOf(keys.dir, {
      rsa_default: { key: 'rsa.pem', header: { typ: 'JWT', kid: 'rsa-1' } },
      rsa_pss: { key: 'rsa.pem', alg: 'PS256' },
    });
    const minted = await mintTokens(suite, {}, scope({}), readKeyFiles([suite], {}));
    assert.deepEqual(decodeProtectedHeader(minted.rsa_default!), { typ: 'JWT', kid: 'rsa-1', alg: 'RS256' });
    await jwtVerify(minted.rsa_default!, keys.rsaPublic);
    assert.equal(decodeProtectedHeader(minted.rsa_pss!).alg, 'PS256');
  } finally {
    await rm(keys.dir, { recursive: true, force: true });
  }
});

test('nothing is minted when the key is empty or undefined, or the variable is already given', async () => {
  const keys = await keysDir();
  try {
    const suite = suiteOf(keys.dir, {
      from_empty: { key: '{{ jwt_key }}' },
      from_undefined: { key: '{{ no_such_key_var }}' },
      undefined_claim: { key: 'ec.jwk.json', claims: { iss: '{{ no_such_issuer }}' } },
      given: { key: 'ec.jwk.json' },
    });
    const vars = { jwt_key: '', given: 'from-env-file' };
    assert.deepEqual(await mintTokens(suite, vars, scope(vars), readKeyFiles([suite], vars)), {});
  } finally {
    await rm(keys.dir, { recursive: true, force: true });
  }
});

test('a missing or unusable key file is a UserError naming the suite file', async () => {
  const keys = await keysDir();
  try {
    await writeFile(path.join(keys.dir, 'junk.json'), '{"kty":"EC"}');
    for (const key of ['missing.jwk.json', 'junk.json']) {
      const suite = suiteOf(keys.dir, { token: { key } });
      await assert.rejects(mintTokens(suite, {}, scope({}), readKeyFiles([suite], {})), (error: unknown) => {
        assert.ok(error instanceof UserError);
        assert.equal(error.diagnostics[0]!.code, 'BAD_ARGUMENT');
        assert.match(error.message, /suite\.yaml/);
        assert.match(error.message, /token `token`/);
        return true;
      });
    }
  } finally {
    await rm(keys.dir, { recursive: true, force: true });
  }
});

test('toSeconds reads numbers and s/m/h/d texts', () => {
  assert.equal(toSeconds(undefined), 3600);
  assert.equal(toSeconds(42), 42);
  assert.equal(toSeconds('-5m'), -300);
  assert.equal(toSeconds('1h'), 3600);
  assert.equal(toSeconds('2d'), 172800);
  assert.throws(() => toSeconds('soon'));
});

async function echoRun(expectLines: string[]): Promise<string> {
  const keys = await keysDir();
  // A server that echoes the Authorization header back in its body and a header.
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-echo': String(req.headers.authorization ?? '') });
    res.end(JSON.stringify({ saw: req.headers.authorization ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const out = path.join(keys.dir, 'out');
  try {
    await writeFile(
      path.join(keys.dir, 'suite.yaml'),
      [
        'name: mint-unit',
        `baseUrl: http://127.0.0.1:${port}`,
        'vars: { jwt_key: ec.jwk.json }',
        'tokens:',
        '  plain_value: { key: "{{ jwt_key }}", claims: { sub: someone } }',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(keys.dir, 'echo.yaml'),
      [
        'id: mint-echo',
        'title: minted tokens are redacted',
        'steps:',
        '  - request: { url: /, headers: { Authorization: "Bearer {{ plain_value }}", X-Copy: "{{ plain_value }}" } }',
        '    expect:',
        ...expectLines,
        '',
      ].join('\n'),
    );
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'bin', 'wirecase.js'), 'run', keys.dir, '--reporter', 'json', '--out', out], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', process.env.MINT_DEBUG ? 'inherit' : 'ignore'],
      });
      child.on('exit', resolve);
    });
    assert.equal(code, 1, 'a check fails on purpose, so the body and request are kept in the results');
    return await readFile(path.join(out, 'results.json'), 'utf8');
  } finally {
    server.close();
    await rm(keys.dir, { recursive: true, force: true });
  }
}

test('minted tokens never appear in results (request headers, echoed body), whatever their variable is called', async () => {
  const text = await echoRun(['      status: 418']);
  assert.match(text, /\*\*\*/);
  assert.doesNotMatch(text, /eyJ[A-Za-z0-9_-]{10,}/, 'no JWT in the results');
});

// Assertion messages cut long values (`eyJhbGciOi…`); the redactor masks a secret's cut start too.
test('a failing matcher that quotes a minted token does not leak its prefix', async () => {
  const text = await echoRun(['      json: { $.saw: "{{ plain_value }}" }']);
  assert.doesNotMatch(text, /eyJ[A-Za-z0-9_-]{10,}/, 'no JWT in the results');
});

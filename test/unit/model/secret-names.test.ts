import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSecretHeader, isSecretLookingName, maskedHeaderValue, nameWords } from '../../../src/model/secret-names.js';

const SECRET_NAMES = [
  'token',
  'access_token',
  'accessToken',
  'AccessToken',
  'ACCESS_TOKEN',
  'refresh-token',
  'id_token2',
  'tokens',
  'secret',
  'client_secret',
  'clientSecret',
  'password',
  'db.password',
  'passwd',
  'api_key',
  'apikey',
  'apiKey',
  'APIKey',
  'X-Api-Key',
  'authorization',
  'Proxy-Authorization',
  'cookie',
  'Set-Cookie',
  'session',
  'session_id',
  'sessionId',
  'Mcp-Session-Id',
  'credential',
  'client_credentials',
  'jwt',
  'jwt_key',
  'private_key',
  'privateKey',
  'x-auth-token',
];
const PLAIN_NAMES = [
  'author',
  'authority_url',
  'authorize_url',
  'auth',
  'oauth',
  'auth_status',
  'authors',
  'co_author',
  'monkey',
  'keys',
  'key',
  'tokenizer',
  'passage',
  'cookiecutter',
  'sessional',
  'secretary',
  'item_name',
  'page',
  'content_type',
];

test('secret-looking names: the secret words as whole words', () => {
  for (const name of SECRET_NAMES) assert.equal(isSecretLookingName(name), true, name);
});

test('names that only contain a secret word are not secret: `author` is not `authorization`', () => {
  for (const name of PLAIN_NAMES) assert.equal(isSecretLookingName(name), false, name);
});

test('words: split at _, -, ., digits and camelCase', () => {
  assert.deepEqual(nameWords('X-Api-Key'), ['x', 'api', 'key']);
  assert.deepEqual(nameWords('accessToken2'), ['access', 'token']);
  assert.deepEqual(nameWords('APIKey'), ['api', 'key']);
  assert.deepEqual(nameWords('db.password_v2'), ['db', 'password', 'v']);
});

test('credential headers: the known ones and secret-looking names; CORS headers about credentials are not', () => {
  for (const name of ['Authorization', 'Cookie', 'X-Api-Key', 'X-Session-Token', 'Mcp-Session-Id', 'X-Client-Secret'])
    assert.equal(isSecretHeader(name), true, name);
  for (const name of ['Access-Control-Allow-Credentials', 'WWW-Authenticate', 'Content-Type', 'Author', 'MCP-Protocol-Version'])
    assert.equal(isSecretHeader(name), false, name);
});

test('an Authorization value keeps its scheme words and masks the rest, so a doubled scheme shows; other credential headers are masked whole', () => {
  assert.equal(maskedHeaderValue('Authorization', 'Bearer abc.def'), 'Bearer ***');
  assert.equal(maskedHeaderValue('authorization', 'Bearer Bearer abc.def'), 'Bearer Bearer ***');
  assert.equal(maskedHeaderValue('Authorization', 'Basic dXNlcjpwYXNz'), 'Basic ***');
  assert.equal(maskedHeaderValue('Authorization', 'abc.def'), '***');
  assert.equal(maskedHeaderValue('Authorization', 'Digest username="u", response="r"'), 'Digest ***');
  // Already masked: the same again (a results file made by an earlier run).
  assert.equal(maskedHeaderValue('Authorization', 'Bearer ***'), 'Bearer ***');
  assert.equal(maskedHeaderValue('Cookie', 'session=abc'), '***');
  assert.equal(maskedHeaderValue('X-Api-Key', 'Bearer abc'), '***');
});

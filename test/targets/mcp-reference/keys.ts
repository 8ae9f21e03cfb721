// Loads the committed TEST-ONLY ES256 key pair (keys/*.jwk.json). These keys protect nothing:
// they exist so the fixture and its tests can mint and verify tokens deterministically.
import { importJWK, type JWK } from 'jose';
import privateJwk from './keys/test-private.jwk.json' with { type: 'json' };
import publicJwk from './keys/test-public.jwk.json' with { type: 'json' };

export const TEST_KEY_ID = publicJwk.kid;
export const TEST_KEY_ALG = 'ES256';

function clean(jwk: Record<string, unknown>): JWK {
  const { _comment, ...rest } = jwk;
  return rest as JWK;
}

export const testPublicKey = () => importJWK(clean(publicJwk), TEST_KEY_ALG);
export const testPrivateKey = () => importJWK(clean(privateJwk), TEST_KEY_ALG);

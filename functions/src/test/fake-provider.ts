import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose';

/**
 * A minimal OpenID provider for sign-in tests: discovery, JWKS, a token
 * endpoint that answers whatever ID token the test asks for (so tampered,
 * expired or misaddressed tokens can be served), revocation and end session.
 */
export async function startFakeProvider(clientId: string) {
  const signingKey = await generateKeyPair('RS256');
  const strangerKey = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(signingKey.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const revoked: string[] = [];
  const tokenRequests: URLSearchParams[] = [];
  let idTokenFor: (request: URLSearchParams) => Promise<string> = async () => 'unset';

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', issuer);
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return send(200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          revocation_endpoint: `${issuer}/revoke`,
          end_session_endpoint: `${issuer}/logout`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
        });
      }
      if (url.pathname === '/jwks') return send(200, { keys: [jwk] });
      if (url.pathname === '/revoke') {
        revoked.push(new URLSearchParams(body).get('token') ?? '');
        res.writeHead(200).end();
        return;
      }
      if (url.pathname === '/token') {
        const params = new URLSearchParams(body);
        tokenRequests.push(params);
        return send(200, {
          access_token: 'access-token',
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: `refresh-${tokenRequests.length}`,
          id_token: await idTokenFor(params),
        });
      }
      send(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A correctly signed ID token; `overrides` change claims, `key: 'stranger'` signs with an unknown key. */
  const signIdToken = async (
    claims: JWTPayload & { nonce: string },
    options: { key?: 'provider' | 'stranger'; expiresIn?: string | number } = {},
  ): Promise<string> =>
    new SignJWT({ given_name: 'Anitha', family_name: 'Reddy', email: 'anitha@example.com', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer((claims.iss as string | undefined) ?? issuer)
      .setAudience(claims.aud ?? clientId)
      .setSubject(claims.sub ?? 'member-anitha')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(options.key === 'stranger' ? strangerKey.privateKey : signingKey.privateKey);

  return {
    issuer,
    revoked,
    tokenRequests,
    signIdToken,
    /** Decides the ID token the next token requests get. */
    answerWith(fn: (request: URLSearchParams) => Promise<string>) {
      idTokenFor = fn;
    },
    /** The S256 challenge a verifier produces, to check PKCE end to end. */
    challengeOf: (verifier: string) => createHash('sha256').update(verifier).digest('base64url'),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

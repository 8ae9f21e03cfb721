/**
 * `wirecase serve oauth`: the scripted OAuth authorization server and the MCP server it protects, its
 * variants from the command line; or, with `--print-browser-env`, the browser stand-in's shims.
 */
import { UserError } from '../../source/diagnostic.js';
import type { ArgsOf } from '../command-table.js';

export interface StartedOAuth {
  url: string;
  /** The lines printed under "listening on". */
  lines: string[];
  close(): Promise<void>;
}

/** The command-line flag of each option an OAuthOptionError can name first. */
const FLAGS: Record<string, string> = {
  issuerPath: '--issuer-path',
  resourcePort: '--port',
  authPort: '--auth-port',
  resourceMetadata: '--resource-metadata',
  authServerMetadata: '--as-metadata',
  scopeSource: '--scope-from',
};

function preRegistered(args: ArgsOf<'serve'>) {
  if (!args.registration?.includes('pre')) return [];
  if (!args.clientId || !args.redirectUri?.length) {
    throw new UserError({ code: 'BAD_ARGUMENT', message: '--registration pre needs --client-id and at least one --redirect-uri' });
  }
  return [{ client_id: args.clientId, redirect_uris: args.redirectUri, ...(args.clientSecret ? { client_secret: args.clientSecret } : {}) }];
}

export async function startOAuth(args: ArgsOf<'serve'>): Promise<StartedOAuth> {
  const oauth = await import('../../serve/oauth/index.js');
  const registration = args.registration ?? ['dcr', 'cimd'];
  try {
    const server = await oauth.startScriptedAuthServer({
      host: args.host,
      resourcePort: args.port ?? 3040,
      authPort: args.authPort ?? 3041,
      resourceMetadata: args.resourceMetadata as 'path' | 'root' | 'challenge' | undefined,
      challengeNamesMetadata: args.challengeNamesMetadata,
      authServerMetadata: args.asMetadata as 'oauth' | 'openid' | 'openid-appended' | undefined,
      issuerPath: args.issuerPath,
      dynamicRegistration: registration.includes('dcr'),
      clientMetadataDocuments: registration.includes('cimd'),
      loopbackClientIds: args.loopbackClientIds,
      privateClientIds: args.privateClientIds,
      preRegistered: preRegistered(args),
      requireResource: !args.resourceOptional,
      scopeSource: args.scopeFrom as 'challenge' | 'scopes_supported' | 'challenge-outside' | undefined,
      stepUp: args.stepUp ? { grant: !args.stepUpDenied } : false,
      refreshTokens: args.refreshTokens,
      iss: args.iss as 'present' | 'absent' | 'mismatched' | undefined,
      advertiseIss: !args.issUnadvertised,
      advertisePkce: !args.pkceUnadvertised,
      metadataIssuerMismatch: args.metadataIssuerMismatch,
    });
    const lines = [
      `  MCP endpoint (give it to the client):  ${server.url}`,
      `  protected-resource metadata:           ${server.resourceMetadataUrl}`,
      `  authorization server (issuer):         ${server.issuer}`,
      `  authorization server metadata:         ${server.authServerMetadataUrl}`,
      `  request log (GET, DELETE):             ${server.logUrl}`,
    ];
    return { url: server.url, lines, close: () => server.close() };
  } catch (error) {
    if (error instanceof oauth.OAuthOptionError)
      throw new UserError({ code: 'BAD_ARGUMENT', message: error.message.replace(/^\w+/, (name) => FLAGS[name] ?? name) });
    throw error;
  }
}

/** The lines to eval: `BROWSER` and `PATH` pointing at the stand-in's shims. */
export async function browserEnvLines(): Promise<string> {
  const { writeBrowserShims } = await import('../../serve/oauth/index.js');
  const shims = writeBrowserShims();
  const quote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
  return `export BROWSER=${quote(shims.browser)}\nexport PATH=${quote(shims.dir)}:"$PATH"\n`;
}

/**
 * The judging server of client-role documents (docs/client-testing.md): it plays the MCP server a
 * client under test talks to, answers as a document scripts, and records every request. With
 * `serve.oauth` it sits behind the scripted OAuth server (oauth-judge.ts).
 */

import { type OAuthJudgeServer, startOAuthJudge } from './oauth-judge.js';
import type { JudgeScript } from './script.js';
import { type JudgeServer, startJudgeServer } from './server.js';
import { type StdioJudgeServer, startStdioJudge } from './stdio-judge.js';

export { type OAuthJudgeServer, startOAuthJudge } from './oauth-judge.js';
export { type JudgeAnswer, type JudgeOAuth, type JudgeScript, LEGACY, MODERN } from './script.js';
export { type JudgedExchange, type JudgeServer, startJudgeServer } from './server.js';
export { type StdioJudgeServer, startStdioJudge } from './stdio-judge.js';

/**
 * The judging server a document's `serve` block asks for: over stdio the stdio judge (the client
 * launches its relay), else an HTTP server, behind the OAuth server when it has `oauth`.
 */
export function startClientJudge(script: JudgeScript, transport?: 'http'): Promise<JudgeServer | OAuthJudgeServer>;
export function startClientJudge(script: JudgeScript, transport: 'http' | 'stdio'): Promise<JudgeServer | OAuthJudgeServer | StdioJudgeServer>;
export function startClientJudge(script: JudgeScript, transport: 'http' | 'stdio' = 'http'): Promise<JudgeServer | OAuthJudgeServer | StdioJudgeServer> {
  if (transport === 'stdio') return startStdioJudge(script);
  return script.oauth ? startOAuthJudge({ ...script, oauth: script.oauth }) : startJudgeServer(script);
}

/**
 * The judging server of client-role documents (docs/client-testing.md): it plays the MCP server a
 * client under test talks to, answers as a document scripts, and records every request.
 */

export { type JudgeAnswer, type JudgeScript, LEGACY, MODERN } from './script.js';
export { type JudgedExchange, type JudgeServer, startJudgeServer } from './server.js';

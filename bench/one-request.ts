/**
 * Cold-start baseline of issue 8: a bare script that makes one undici request and checks the JSON.
 * Usage: node dist/bench/one-request.js <url>
 */
import { request } from 'undici';

const url = process.argv[2];
if (!url) throw new Error('usage: one-request.js <url>');
const response = await request(url);
const json = JSON.parse(await response.body.text()) as { ok?: unknown };
if (response.statusCode !== 200 || json.ok !== true) process.exitCode = 1;

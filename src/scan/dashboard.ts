import type { ScanResult } from './outcome.js';
import type { Changes } from './since.js';

export function renderDashboard(result: ScanResult, changes?: Changes): string {
  return `<!doctype html><meta charset="utf-8"><title>wirecase scan</title><pre>${JSON.stringify({ servers: result.servers.length, changes: changes ? true : false })}</pre>`;
}

/**
 * A recording's test ID when `--id` is not given: named after what was recorded (`tools-call` for an
 * `--rpc tools/call`, `get-items` for `GET /items/7`), numbered after the IDs with that name the
 * folder's documents already use, so that two recordings into one folder never share an ID.
 */
export function recordingId(request: { method: string; url: URL; rpcMethod?: string }, taken: readonly string[]): string {
  const name = slug(request.rpcMethod ?? `${request.method} ${lastWord(request.url)}`) || 'recorded';
  let n = 1;
  while (taken.includes(`${name}-${String(n).padStart(2, '0')}`)) n++;
  return `${name}-${String(n).padStart(2, '0')}`;
}

/** The path's last segment that is not a number or an opaque id: `/v1/items/7` → `items`. */
function lastWord(url: URL): string {
  const words = url.pathname.split('/').filter((s) => s && !/^\d+$/.test(s) && !/^[0-9a-f-]{16,}$/i.test(s));
  return words.at(-1) ?? '';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

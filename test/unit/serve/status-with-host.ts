import { request } from 'node:http';

/** The status of one request sent with the given Host header (fetch cannot set Host). */
export function statusWithHost(base: string, path: string, host: string, method = 'GET', body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers: { host, connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Preloaded (`node --import`) into servers that offer no host setting and listen on every
 * interface (the official examples call `app.listen(PORT)`, dbhub `app.listen(port, "0.0.0.0")`):
 * a listen without a host, or with 0.0.0.0 or ::, binds 127.0.0.1 instead, so the servers the real-server tests start are reachable from this machine
 * only. Nothing else about the server changes.
 */
import net from 'node:net';

const listen = net.Server.prototype.listen;
/** Hosts that mean "every interface" (a wide-corpus server, dbhub, names 0.0.0.0 itself). */
const everyInterface = new Set(['0.0.0.0', '::', '']);
net.Server.prototype.listen = function listenOnLoopback(this: net.Server, ...args: unknown[]) {
  const [first, second] = args;
  const isPort = typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first));
  if (isPort && typeof second !== 'string') args.splice(1, 0, '127.0.0.1');
  else if (isPort && everyInterface.has(second as string)) args[1] = '127.0.0.1';
  else if (
    first !== null &&
    typeof first === 'object' &&
    'port' in first &&
    !('path' in first) &&
    (!('host' in first) || everyInterface.has(String(first.host)))
  )
    args[0] = { ...first, host: '127.0.0.1' };
  return (listen as (...a: unknown[]) => net.Server).apply(this, args);
} as typeof net.Server.prototype.listen;

/**
 * Preloaded (`node --import`) into the reference target by part (g): counts the HTTP requests the
 * target serves and answers, over IPC, with that count and the CPU time it has used. The bench asks
 * before and after each run, so it can say how much each suite asked of the same server.
 */
import http from 'node:http';

let requests = 0;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
  if (event === 'request') requests++;
  return Reflect.apply(emit, this, [event, ...args]) as boolean;
};

process.on('message', () => {
  const cpu = process.cpuUsage();
  process.send?.({ requests, cpuMs: (cpu.user + cpu.system) / 1000 });
});

import { startScriptedServer } from '../../../src/serve/scripted/index.js';
import { type Gateway, startGateway } from './gateway.js';

/** The scripted server and the gateway in front of it, as the gateway suite's target starts them. */
export async function startGatewayTarget(options: { port?: number; fault?: string; policy?: string }): Promise<Gateway> {
  // fault "": the scripted server is healthy whatever WIRECASE_SCRIPTED_FAULT says; the gateway is judged.
  const scripted = await startScriptedServer({ port: 0, toolsPageSize: 2, fault: '' });
  try {
    const gateway = await startGateway({ back: scripted.url, port: options.port ?? 0, fault: options.fault, policy: options.policy });
    return { ...gateway, close: () => gateway.close().then(() => scripted.close()) };
  } catch (error) {
    await scripted.close();
    throw error;
  }
}

/**
 * The reply for each `shape` of a scripted tools/call.
 */

import type { Script } from './arguments.js';
import { errorResponse, INTERNAL_ERROR, type JsonObject, notification, type RequestId, resultResponse } from './jsonrpc.js';
import { jsonReply, type Reply, sseReply, textReply } from './reply.js';
import type { ServerFault } from './server-faults.js';

/** A 1×1 transparent PNG, the data of the `image` shape. */
export const IMAGE_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The URI of the embedded resource of the `resource` shape. */
export const RESOURCE_URI = 'scripted://result';

/** The JSON-RPC error code of the `rpc-error` shape. */
export const RPC_ERROR_CODE = INTERNAL_ERROR;

export interface CallContext {
  id: RequestId;
  /** `params._meta.progressToken`, when the request carries one. */
  progressToken: string | number | undefined;
  /** Adds the era's fields (resultType, _meta) to a result. */
  finish(result: JsonObject): JsonObject;
  /** The server fault in effect (see server-faults.ts). */
  fault?: ServerFault;
}

export function toolResult(script: Script, fault?: ServerFault): JsonObject {
  const { text } = script;
  if (script.shape === 'image' && fault === 'image-as-text') return { content: [{ type: 'text', text: IMAGE_PNG_BASE64 }] };
  switch (script.shape) {
    case 'structured':
      return { content: [], structuredContent: { text } };
    case 'resource':
      return { content: [{ type: 'resource', resource: { uri: RESOURCE_URI, mimeType: 'text/plain', text } }] };
    case 'image':
      return { content: [{ type: 'image', data: IMAGE_PNG_BASE64, mimeType: 'image/png' }] };
    default:
      return { content: [{ type: 'text', text }] };
  }
}

export function shapeReply(script: Script, call: CallContext): Reply {
  switch (script.shape) {
    case 'rpc-error':
      return jsonReply(200, errorResponse(call.id, { code: RPC_ERROR_CODE, message: script.text }));
    case 'http-error':
      return textReply(500, script.text);
    case 'not-jsonrpc':
      return textReply(200, script.text);
    case 'events': {
      const messages: unknown[] = [];
      if (call.progressToken !== undefined && call.fault !== 'events-without-progress') {
        for (const progress of [1, 2]) {
          messages.push(
            notification('notifications/progress', {
              progressToken: call.progressToken,
              progress,
              total: 3,
              message: `step ${progress} of 3`,
            }),
          );
        }
      }
      messages.push(resultResponse(call.id, call.finish(toolResult({ ...script, shape: 'text' }))));
      return sseReply(messages);
    }
    default:
      return jsonReply(200, resultResponse(call.id, call.finish(toolResult(script, call.fault))));
  }
}

// Tools for the message patterns (basic/patterns): one that reports progress, one that asks for
// input with a multi round-trip request (input_required). Both only read; registered last and
// without annotations, so the suite's callable tool (findTool: read-only first) stays echo.
import { acceptedContent, inputRequired, type McpServer, type ScopeChallengeHandler } from '@modelcontextprotocol/server';
import * as z from 'zod';

export const PROGRESS_TOOL = 'count_up';
export const INPUT_TOOL = 'confirm_action';

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

// zod schemas built once: the factory registers the tools again for every HTTP exchange.
const countUpInput = z.object({ steps: z.number().int().min(1).max(10) });
const confirmActionInput = z.object({ action: z.string() });
const confirmation = z.object({ confirm: z.boolean() });

export function registerPatternTools(server: McpServer, scopeChallenge: ScopeChallengeHandler | undefined): void {
  const guard = scopeChallenge ? { scopeChallenge } : {};

  // With a progressToken: one notifications/progress per step (progress 1..steps of total steps),
  // then the result. Without one: no notification at all.
  server.registerTool(
    PROGRESS_TOOL,
    {
      title: 'Count up',
      description: 'Counts from 1 to steps, reporting each step as progress when the request carries a progressToken.',
      inputSchema: countUpInput,
      ...guard,
    },
    async ({ steps }, ctx) => {
      const progressToken = ctx.mcpReq._meta?.progressToken;
      if (progressToken !== undefined) {
        for (let progress = 1; progress <= steps; progress++) {
          await ctx.mcpReq.notify({
            method: 'notifications/progress',
            params: { progressToken, progress, total: steps, message: `step ${progress} of ${steps}` },
          });
        }
      }
      return text(`counted to ${steps}`);
    },
  );

  // Asks the client to confirm with an embedded elicitation (the SDK refuses with -32021 when the
  // request's client capabilities do not declare elicitation); a retry that confirms completes.
  server.registerTool(
    INPUT_TOOL,
    {
      title: 'Confirm action',
      description: 'Asks the user to confirm the action (elicitation through input_required), then reports it as confirmed.',
      inputSchema: confirmActionInput,
      ...guard,
    },
    async ({ action }, ctx) => {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmation);
      if (answer?.confirm === true) return text(`confirmed: ${action}`);
      return inputRequired({
        inputRequests: { confirm: inputRequired.elicit({ message: `Confirm: ${action}?`, requestedSchema: confirmation }) },
      });
    },
  );
}

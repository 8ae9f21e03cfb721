import { randomBytes } from 'node:crypto';

/**
 * In GitHub Actions, the runner reads every line a step prints, on stdout and stderr, as a possible
 * workflow command: a line that starts with `::` once its leading whitespace is trimmed, or one that
 * holds `##[` anywhere. A server's body printed by the console would be run as one (`::add-mask::`,
 * `::error`, `::stop-commands::`). So from its start `run` and `report` turn command processing off
 * with `::stop-commands::<token>` (a random token no server has seen), and turn it back on with
 * `::<token>::` only around the annotations the github reporter writes, and at exit. (Commands whose
 * stdout is data, `list --json` or `record` without `--out`, print no such line.)
 */
let token: string | undefined;

/** Under GITHUB_ACTIONS=true: stops the runner's command processing until this process exits. */
export function guardWorkflowCommands(env: NodeJS.ProcessEnv = process.env): void {
  if (env.GITHUB_ACTIONS !== 'true' || token) return;
  token = randomBytes(16).toString('hex');
  process.stdout.write(`::stop-commands::${token}\n`);
  // Pipes are written synchronously on exit: the next step of the job gets its commands back.
  process.once('exit', () => {
    try {
      process.stdout.write(`::${token}::\n`);
    } catch {
      /* the reader has gone (`wirecase run | head`): nothing left to protect */
    }
  });
}

/** Writes text that is meant as workflow commands (the github reporter's annotations). */
export function writeWorkflowCommands(text: string): void {
  if (!token) {
    process.stdout.write(text);
    return;
  }
  process.stdout.write(`::${token}::\n${text}::stop-commands::${token}\n`);
}

import { loadOrFail } from '../../load/load-inputs.js';
import { select } from '../../load/select-tests.js';
import { formatSpan } from '../../source/span.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';

/** One line per test: ID, title, tags, file:line. `--json` for tools. */
export async function listCommand(args: ArgsOf<'list'>): Promise<number> {
  const docs = select((await loadOrFail({ paths: args.paths, cache: args.cache, allowOutside: args.allowOutside })).documents, args);
  if (args.json) {
    const rows = docs.map((d) => ({
      id: d.data.id,
      title: d.data.title,
      tags: d.data.tags ?? [],
      level: d.data.level,
      traces: d.data.traces ?? [],
      spec: d.data.spec ?? [],
      file: d.file,
      line: d.span.line,
      suite: d.suite.name,
    }));
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return ExitCode.passed;
  }
  const width = Math.max(0, ...docs.map((d) => d.data.id.length));
  for (const d of docs) {
    const tags = d.data.tags?.length ? `  [${d.data.tags.join(', ')}]` : '';
    process.stdout.write(`${d.data.id.padEnd(width)}  ${d.data.title}${tags}  ${formatSpan(d.span)}\n`);
  }
  process.stdout.write(`${docs.length} test${docs.length === 1 ? '' : 's'}\n`);
  return ExitCode.passed;
}

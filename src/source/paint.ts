/**
 * The colours the console report and the printed diagnostics use: chalk at level 1 (16 colours) when
 * the stream takes colour, and plain text otherwise. chalk is loaded only when colour is on: it costs
 * about 8 ms of a start (it probes the terminal at import), which a run in CI or a pipe never needs.
 */
import { createRequire } from 'node:module';

/** One style: call it on a text; chain another (`paint.red.bold`). */
export interface Style {
  (text: string): string;
  readonly bold: Style;
}

export interface Painter {
  readonly red: Style;
  readonly green: Style;
  readonly yellow: Style;
  readonly magenta: Style;
  readonly gray: Style;
  readonly bold: Style;
}

const plain = ((text: string) => String(text)) as Style;
Object.defineProperty(plain, 'bold', { value: plain });

const PLAIN: Painter = { red: plain, green: plain, yellow: plain, magenta: plain, gray: plain, bold: plain };

let coloured: Painter | undefined;

/** The painter for a stream: chalk at level 1, or plain. */
export function painter(color: boolean): Painter {
  if (!color) return PLAIN;
  // require() of an ES module (Node 20.19+): the caller is synchronous, and the import happens only here.
  coloured ??= new (createRequire(import.meta.url)('chalk') as typeof import('chalk')).Chalk({ level: 1 });
  return coloured;
}

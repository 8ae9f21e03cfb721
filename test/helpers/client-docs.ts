import type { LoadedDocument, ScenarioDocument, SuiteFile } from '../../src/model/scenario.js';
import { documentSpan, makeLocate } from '../../src/source/locate.js';
import { parseSource } from '../../src/source/source-file.js';
import { documentData } from '../../src/source/yaml-data.js';

/** A document read straight from YAML (no schema validation, no `include:` expanded), as the loader hands it on. */
export function docFromYaml(text: string, dir = process.cwd(), suite: SuiteFile = {}): LoadedDocument {
  const source = parseSource('doc.yaml', text);
  const doc = source.documents[0]!;
  const read = documentData(source, doc);
  if (!read.ok) throw new Error(read.diagnostics.map((d) => d.message).join('\n'));
  const data = read.data as ScenarioDocument;
  return {
    data: { ...data, steps: data.steps ?? [] } as LoadedDocument['data'],
    file: 'doc.yaml',
    dir,
    index: 0,
    span: documentSpan(source, doc),
    suite: { name: 'default', dir, data: suite },
    locate: makeLocate(source, doc),
  };
}

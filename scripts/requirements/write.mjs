/**
 * Writes a requirement catalog as YAML in one fixed layout (one entry per block, keys in a fixed
 * order, strings double-quoted), so that a rebuild of an unchanged catalog is byte for byte the
 * same and a review diff shows only what changed.
 */
const HEADER = `# yaml-language-server: $schema=../../schemas/requirements.schema.json
#
# Requirement catalog: every normative sentence (BCP 14 keyword) of the pages below, with the
# role it binds and exactly one verdict: \`proven-by\` (the tests whose \`requirements:\` quote it),
# \`untestable\` (why no test against a server can prove it) or \`gap\` (a sentence a test should
# prove and none does yet).
#
# Generated and checked by \`npm run requirements\` (scripts/requirements/): IDs, lines, levels,
# sections, texts and proven-by come from the spec text and the documents; edit only \`role\`,
# \`untestable\`, \`gap\` and \`note\`, then run it again. See docs/catalogs.md.
`;
const KEYS = ['id', 'page', 'line', 'level', 'section', 'role', 'text', 'proven-by', 'untestable', 'gap', 'note', 'review'];

const str = (value) => JSON.stringify(value);
const scalar = (value) =>
  typeof value === 'number'
    ? String(value)
    : /^[A-Za-z][\w.\- ]*$/.test(value) && !/^(true|false|null|yes|no|on|off)$/i.test(value) && !/ $/.test(value)
      ? value
      : str(value);

/** A list in flow style; prose (`text`, `untestable`, `gap`, `note`) always quoted; any other value plain when it can be. */
function valueText(key, value) {
  if (Array.isArray(value)) return `[${value.join(', ')}]`;
  if (key === 'text' || key === 'untestable' || key === 'gap' || key === 'note') return str(value);
  return scalar(value);
}

export function writeCatalog(data) {
  const out = [HEADER];
  out.push(`spec-text: ${scalar(data['spec-text'])}`);
  if (data.source) out.push(`source: ${str(data.source)}`);
  out.push('pages:');
  for (const p of data.pages) {
    out.push(`  - key: ${scalar(p.key)}`, `    file: ${scalar(p.file)}`, `    cited: ${scalar(p.cited)}`, `    url: ${p.url}`);
  }
  out.push('');
  out.push('requirements:');
  let page;
  for (const r of data.requirements) {
    if (r.page !== page) {
      page = r.page;
      out.push('', `  # ---- ${page} ----`);
    }
    const keys = KEYS.filter((key) => r[key] !== undefined);
    keys.forEach((key, i) => out.push(`${i === 0 ? '  - ' : '    '}${key}: ${valueText(key, r[key])}`));
  }
  return `${out.join('\n')}\n`;
}

// The command line of a library driver: `<script> <library> <server URL>`. Runs that library's
// session against the URL and exits 0 when it ends, 1 (saying why) when it throws, 2 on a bad call.
export async function runDriver(script, libraries) {
  const [library, url] = process.argv.slice(2);
  if (!libraries[library] || !url) {
    process.stderr.write(`usage: ${script} <${Object.keys(libraries).join('|')}> <server URL>\n`);
    process.exit(2);
  }
  try {
    await libraries[library](url);
    process.exit(0);
  } catch (error) {
    process.stderr.write(`${library}: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

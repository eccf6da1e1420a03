/**
 * The Node flags every start of the built server passes (`npm start` of the API, the demo's start, the
 * browser suite, the benchmarks): V8 reads them only when the process starts.
 *
 * A young generation of 2 × 64 MB instead of 2 × 16 MB: a large report's rows, answer and compression
 * buffers (a few MB each) then die young instead of surviving two scavenges into the old generation and
 * waiting for a mark-compact. It is a ceiling, reached only under such load (docs/performance.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** The flags a benchmark starts a server with: `SERVER_NODE_FLAGS` (space-separated, may be empty) for A/B runs. */
export function serverNodeFlags(env = process.env) {
  const asked = env.SERVER_NODE_FLAGS;
  return asked === undefined ? SERVER_NODE_FLAGS : asked.split(' ').filter(Boolean);
}

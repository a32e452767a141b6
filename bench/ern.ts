// ERN 4.3 build + XSD validation of a 12-track album (and the same album built as ERN 4.3.2 with ContainsAI, informative): single-message latency (what /ddex-conformance and a
// delivery wait for) and batch throughput, against the bare build in the same run.
// Run: npx tsx bench/ern.ts [albums=2000]
import { buildErn } from '../lib/distribution/ern/builder';
import { validateErn, validateErns, warmErnValidator } from '../lib/distribution/ern/validate';
import { checkReleaseProfile } from '../lib/distribution/ern/profile-rules';
import { album, header } from './ern-sample';
import { load, percentile, verdict } from './report';

async function main() {
  const total = Number(process.argv[2] ?? 2000);
  console.log(`load before: ${load()}`);
  // Baseline: the bare build, no validation.
  for (let i = 0; i < 50; i++) buildErn(album(i), header(i));
  let t = performance.now();
  for (let i = 0; i < 300; i++) buildErn(album(i), header(i));
  const buildMs = (performance.now() - t) / 300;
  console.log(`baseline: build only ${buildMs.toFixed(2)} ms/album (${buildErn(album(1), header(1)).length} bytes)`);
  // The DDEX Audio release profile's rules (lib/distribution/ern/profile-rules.ts), run beside the XSD.
  const built = buildErn(album(1), header(1));
  if (!checkReleaseProfile(built).passed) throw new Error('the bench album breaks the Audio release profile');
  t = performance.now();
  for (let i = 0; i < 300; i++) checkReleaseProfile(built);
  console.log(`profile rules: ${((performance.now() - t) / 300).toFixed(2)} ms/album`);

  t = performance.now();
  await warmErnValidator();
  console.log(`schema compilation (once per process, at first use): ${(performance.now() - t).toFixed(0)} ms`);

  const single: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = performance.now();
    const r = await validateErn(buildErn(album(i), header(i)));
    single.push(performance.now() - s);
    if (!r.valid) throw new Error(`album ${i} invalid: ${r.errors[0]?.message}`);
  }
  const p50 = percentile(single, 50);
  const p95 = percentile(single, 95);
  console.log(`build + validate, one message at a time: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);

  // Batches: the next batch is built while the worker validates the previous one.
  const batch = 100;
  t = performance.now();
  let invalid = 0;
  let inFlight: Promise<number> | null = null;
  for (let start = 0; start < total; start += batch) {
    const xmls = Array.from({ length: Math.min(batch, total - start) }, (_x, k) =>
      buildErn(album(start + k), header(start + k)),
    );
    if (inFlight) invalid += await inFlight;
    inFlight = validateErns(xmls).then((rs) => rs.filter((r) => !r.valid).length);
  }
  if (inFlight) invalid += await inFlight;
  const rate = total / ((performance.now() - t) / 1000);
  console.log(`${total} albums in batches of ${batch}: ${rate.toFixed(0)} albums/s, ${invalid} invalid`);
  // ERN 4.3.2 (sent to stores that ask for it, and imported): its schema is compiled on the first 4.3.2 message.
  // The same album as the builder writes it for such a store, with generative-AI declarations (ContainsAI).
  const as432 = (i: number) => {
    const r = album(i);
    r.containsAi = 'partly';
    r.tracks.forEach((tr, k) => (tr.containsAi = k % 3 === 0 ? 'all' : k % 3 === 1 ? 'none' : null));
    return buildErn(r, { ...header(i), version: '4.3.2' });
  };
  t = performance.now();
  const first432 = await validateErn(as432(0));
  const compile432 = performance.now() - t;
  if (!first432.valid) throw new Error(`4.3.2 album invalid: ${first432.errors[0]?.message}`);
  const single432: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = performance.now();
    const r = await validateErn(as432(i));
    single432.push(performance.now() - s);
    if (!r.valid) throw new Error(`4.3.2 album ${i} invalid: ${r.errors[0]?.message}`);
  }
  console.log(
    `ERN 4.3.2: first message (compiles its schema) ${compile432.toFixed(0)} ms; then p50 ${percentile(single432, 50).toFixed(1)} ms, p95 ${percentile(single432, 95).toFixed(1)} ms`,
  );

  const ok1 = verdict({
    bench: 'ern',
    what: 'ERN build + XSD validation, one 12-track album',
    figure: `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    ratio: `p95 = ${(p95 / buildMs).toFixed(1)}x the bare build of ${buildMs.toFixed(2)} ms`,
    goal: '≤ 50 ms',
    pass: p95 <= 50,
  });
  const ok2 = verdict({
    bench: 'ern',
    what: 'ERN build + XSD validation in batches',
    figure: `${rate.toFixed(0)} albums/s, ${invalid} invalid`,
    ratio: `${((rate * buildMs) / 1000).toFixed(2)} of the bare build rate ${(1000 / buildMs).toFixed(0)}/s`,
    goal: '≥ 300 albums/s',
    pass: rate >= 300 && invalid === 0,
  });
  process.exitCode = ok1 && ok2 ? 0 : 1;
}

void main();

jest.setTimeout(600_000);
import { startsFromDemoData } from '../../helpers/demo-data';
import { addOutsiderFixtures } from './outsider/fixtures';
import { questions4 } from './outsider-4/questions';
startsFromDemoData();
it('labels', async () => {
  await addOutsiderFixtures();
  const out: string[] = [];
  for (const q of questions4) {
    const needs = await q.expect().catch((e: Error) => [{ label: `ERROR ${e.message}`, ok: () => false }]);
    out.push(`#${q.id} ${q.half} [${q.domain}] ${q.q} => ${needs.map((n) => n.label).join(' | ')}`);
  }
  console.log(out.join('\n'));
});

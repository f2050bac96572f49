// A course page's script in TypeScript, against the declarations the package carries: it
// must compile with `tsc --noEmit` (release-checks/types.spec.js).
import type { MtdLab, MtdState, MtdTestDetail } from 'mtdlab';
import 'mtdlab';

// typed through HTMLElementTagNameMap: no cast
const lab = document.querySelector('mtd-lab');
if (lab) {
  const el: MtdLab = lab;
  el.addEventListener('mtd-test', (e) => {
    const detail: MtdTestDetail = e.detail;
    const beta: number | null = detail.test.beta;
    console.log(detail.testIndex, beta, detail.test.outcome);
  });
  el.addEventListener('mtd-error', (e) => console.warn(e.detail.field, e.detail.message));
  el.addEventListener('mtd-pick', (e) => console.log(e.detail.path.join('.')));

  const state: MtdState = await el.runToEnd();
  const value: number | null = state.value;
  if (state.step) {
    const kind: string = state.step.kind;
    const g: number | null = state.step.g;
    console.log(kind, g, state.step.node.length);
  }
  const line: string | null = state.line;
  console.log(
    value,
    line,
    state.tests.map((t) => t.g),
  );

  await el.load({ tree: '[[1,2],[3]]', algorithm: 'mtd-plus', 'tt-size': 64 });
  await el.seek(3);
  const moment: string = el.getState();
  await el.setState(moment);
  const svg: string = el.exportSVG('chart');
  const png: Blob = await el.exportPNG('tree', { scale: 1 });
  console.log(svg.length, png.size, el.result?.bestMove);
}

const version: string = (customElements.get('mtd-lab') as unknown as typeof MtdLab).version;
console.log(version);

export {};

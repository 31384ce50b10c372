// async boundary: shared singletons are negotiated before any app code runs
import { afterFirstPaint } from './app/after-first-paint';
import { evaluateInSlices } from './app/evaluate-in-slices';

// A server-rendered page (#root came with HTML) is readable as it is: let the browser paint it before
// the app's modules are evaluated (react-dom, router, i18n, MF share negotiation: a few hundred ms of
// main thread on a phone), instead of holding the first frame until they ran. An empty page needs the
// app to show anything, so it starts at once. Either way the heaviest modules go first, a task each.
const serverRendered = Boolean(document.getElementById('root')?.firstElementChild);
void (serverRendered ? afterFirstPaint() : Promise.resolve())
  .then(() => evaluateInSlices())
  .then(() => import('./bootstrap'));

// react-router-dom for evaluate-in-slices.ts: a dynamic import of a lean shared library must name what it
// uses (tooling/src/build/lean-shared.ts), and this is what the shell's router uses anyway.
export { createBrowserRouter } from 'react-router-dom';

// zod for evaluate-in-slices.ts, alone in its task (its module evaluation is the largest after react-dom's).
// A lean shared library is imported by name, and zod's `z` by its members (tooling/src/build/lean-shared.ts):
// `z.object` is one the shell uses anyway.
import { z } from 'zod';

export const object = z.object;

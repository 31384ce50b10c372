// Types of typecheck.mjs (plain Node so `npm test` runs it before anything is installed or compiled).
export function projectsOf(rootTsconfig: { references: { path: string }[] }): string[];
export function failingProjects(output: string, projects: readonly string[]): string[];
export function typecheck(): { passed: number; failed: number };

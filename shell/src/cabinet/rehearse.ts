import { createContext } from 'react';

/**
 * Renders a page once ahead, hidden (app/rehearse-page.tsx); given by the app's tree (never called on
 * the server, where no effect runs), absent inside a rehearsal itself. A context rather than an import:
 * the rehearsal renders the app's routes, which hold this layout.
 */
export const RehearsePage = createContext<((path: string) => Promise<boolean>) | null>(null);

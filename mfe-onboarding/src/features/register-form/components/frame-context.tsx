import { createContext, useContext } from 'react';

/** What a step gets from the frame: who fills the form and how to move on. */
export interface FrameApi {
  step: number;
  isResident: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** after a successful save */
  next: () => void;
  back: () => void;
  /** the step's unsaved edits (drives the leave-page warning) */
  setDirty: (dirty: boolean) => void;
}

export const FrameContext = createContext<FrameApi | null>(null);

export function useFrame(): FrameApi {
  const api = useContext(FrameContext);
  if (!api) throw new Error('a step renders inside the application frame');
  return api;
}

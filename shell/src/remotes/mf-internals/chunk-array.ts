/**
 * MF does not clear the webpack chunk array of the old build (`self.chunk_<name>`): a new build's
 * runtime would adopt the old build's chunks with the same ids (the broken expose module included),
 * so a version switch empties it first.
 */
export function forgetChunkArray(container: string): void {
  delete (window as unknown as Record<string, unknown>)[`chunk_${container}`];
}

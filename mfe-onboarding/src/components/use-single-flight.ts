// The hook moved to the shared UI entry (one copy for every remote); this name stays for the features that import it here.
export { useSingleFlight } from '@broker/shared/ui';

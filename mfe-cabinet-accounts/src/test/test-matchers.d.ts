// The jest-dom matchers vitest.setup.ts installs (toBeDisabled, toHaveValue…), typed for tsc.
/// <reference types="@testing-library/jest-dom/vitest" />

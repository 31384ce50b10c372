import type { ComponentType } from 'react';
import { CitizenshipStep } from './0-citizenship/citizenship-step';
import { PersonalStep } from './1-personal/personal-step';
import { DocumentStep } from './2-document/document-step';
import { AddressStep } from './3-address/address-step';
import { PendingStep } from './pending-step';

/**
 * The step registry: index = step number (onboarding §2). A step is a component that renders its
 * fields inside `<StepForm>` (save on next) and reads the frame with `useFrame()`. Part 2 (issue 11)
 * replaces the pending steps 4-6 here.
 */
export const STEP_COMPONENTS: Record<number, ComponentType> = {
  0: CitizenshipStep,
  1: PersonalStep,
  2: DocumentStep,
  3: AddressStep,
  4: PendingStep,
  5: PendingStep,
  6: PendingStep,
};

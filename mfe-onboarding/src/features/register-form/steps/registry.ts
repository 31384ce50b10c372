import type { ComponentType } from 'react';
import { CitizenshipStep } from './0-citizenship/citizenship-step';
import { PersonalStep } from './1-personal/personal-step';
import { DocumentStep } from './2-document/document-step';
import { AddressStep } from './3-address/address-step';
import { AccountsStep } from './4-accounts/accounts-step';
import { FatcaStep } from './5-fatca/fatca-step';
import { TargetsStep } from './6-targets/targets-step';

/**
 * The step registry: index = step number (onboarding §2). A step is a component that renders its
 * fields inside `<StepForm>` (save on next) and reads the frame with `useFrame()`.
 */
export const STEP_COMPONENTS: Record<number, ComponentType> = {
  0: CitizenshipStep,
  1: PersonalStep,
  2: DocumentStep,
  3: AddressStep,
  4: AccountsStep,
  5: FatcaStep,
  6: TargetsStep,
};

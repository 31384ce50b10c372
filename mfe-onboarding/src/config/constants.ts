/**
 * The broker's public investments site, where non-residents and finished applications are sent
 * (onboarding §2 "back to the investments site"). The spec does not give the address: chosen here,
 * one constant, so ops can change it in one place (a runtime-config entry would be the next step).
 */
export const INVESTMENTS_SITE_URL = 'https://investments.example.com/';

/** sessionStorage key of the unfinished registration (resume after leaving mid-sequence). */
export const REGISTRATION_PROGRESS_KEY = 'onboarding_registration';

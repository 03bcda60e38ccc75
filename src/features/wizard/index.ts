// The wizard's public surface. Its pages (/party-planning, /party-results) are reached through the
// router; what the party pages hand them lives in src/lib/wizard-navigation.ts.
export { useMoreIdeas } from './api/generate-section-suggestions';
export { WIZARD_STORAGE_KEY, clearWizard } from './lib/storage';
export { defaultPartyName } from './lib/party-name';

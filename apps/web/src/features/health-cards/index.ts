// What other features use of health-cards: the holder form (who a health card serves), which buying a
// card (purchases) shows as registering one does. Only the form and what it reads: no page.
export { HolderForm, type HolderValues, type OwnProfile } from './components/holder-form.tsx';

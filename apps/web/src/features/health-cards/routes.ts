// The pages of this feature the app routes to, each loaded on its first visit. Not built yet: each
// shows the honest under-development page until its screen lands.
const underDevelopment = () =>
  import('@/shared/ui/under-development-page.tsx').then((m) => ({ Component: m.UnderDevelopmentPage }));

export const healthCardPages = {
  cardHome: underDevelopment,
  enableCard: underDevelopment,
  cardRegister: underDevelopment,
  cardHolder: underDevelopment,
  cardActivated: underDevelopment,
  cardServices: underDevelopment,
  assessList: underDevelopment,
  assessCheck: underDevelopment,
  assessQuestions: underDevelopment,
};

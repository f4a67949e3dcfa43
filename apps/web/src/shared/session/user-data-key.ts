// Every query holding the signed-in person's data has a key under this root, so ending a session
// drops all of it at once, whichever feature cached it.
export const USER_DATA_KEY = ['user-data'] as const;

import { create } from 'zustand';

// The verified old password is needed by the next step only; it is kept in memory, never stored.
interface PasswordDraft {
  oldPassword: string | undefined;
  verified: boolean;
  setVerified: (oldPassword: string | undefined) => void;
  clear: () => void;
}

export const usePasswordDraft = create<PasswordDraft>()((set) => ({
  oldPassword: undefined,
  verified: false,
  setVerified: (oldPassword) => set({ oldPassword, verified: true }),
  clear: () => set({ oldPassword: undefined, verified: false }),
}));

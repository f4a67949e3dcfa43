import { DEFAULT_SID } from '@tijian/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionState {
  sid: string;
  // The centre the visit started with; the home page decides its redirect from it.
  initialSid: string | null;
  helpUser: boolean;
  openid: string | null;
  setSid: (sid: string) => void;
  setInitialSid: (sid: string) => void;
  markHelpUser: () => void;
  setOpenid: (openid: string) => void;
  reset: () => void;
}

// sessionStorage, as the spec keeps these per tab: a new visit starts from its own link.
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      sid: DEFAULT_SID,
      initialSid: null,
      helpUser: false,
      openid: null,
      setSid: (sid) => set({ sid }),
      setInitialSid: (initialSid) => set({ initialSid }),
      markHelpUser: () => set({ helpUser: true }),
      setOpenid: (openid) => set({ openid }),
      reset: () => set({ sid: DEFAULT_SID, helpUser: false }),
    }),
    { name: 'tijian-session', storage: createJSONStorage(() => sessionStorage) },
  ),
);

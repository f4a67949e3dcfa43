import { DEFAULT_SID } from '@tijian/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SessionState {
  sid: string;
  // The centre the visit started with (spec 2 "Route guard" keeps it): the first sid set in this tab.
  initialSid: string | null;
  helpUser: boolean;
  openid: string | null;
  // WeChat authorisation was tried in this tab; a later timeout asks the person to log in instead.
  wechatAuthTried: boolean;
  // Only setCurrentCentre (features/centre) calls this, so the sid cookie and the prefetch follow.
  setSid: (sid: string) => void;
  markHelpUser: () => void;
  setOpenid: (openid: string) => void;
  markWechatAuthTried: () => void;
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
      wechatAuthTried: false,
      // Unchanged state is returned as is, so a navigation that keeps the centre re-renders nothing.
      setSid: (sid) =>
        set((state) =>
          state.sid === sid && state.initialSid !== null
            ? state
            : { sid, initialSid: state.initialSid ?? sid },
        ),
      markHelpUser: () => set({ helpUser: true }),
      setOpenid: (openid) => set({ openid }),
      markWechatAuthTried: () => set({ wechatAuthTried: true }),
      reset: () => set({ sid: DEFAULT_SID, helpUser: false }),
    }),
    { name: 'tijian-session', storage: createJSONStorage(() => sessionStorage) },
  ),
);

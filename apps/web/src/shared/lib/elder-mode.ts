// Elder mode (长辈模式, 适老化, issue 24): a per-device choice kept in localStorage, shown as the class
// `elder-mode` on <html>. The larger type, taller touch targets and stronger contrast are antd-mobile's
// CSS variables set under that class (shared/ui/elder-mode.css); screens read the flag only to show
// fewer steps (packages first, no self-chosen items) and plainer words (domain PLAIN_WORDS).
import { create } from 'zustand';

const KEY = 'tijian.elderMode';
export const ELDER_CLASS = 'elder-mode';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    // Storage refused (private mode, a web-view's policy): the usual screens.
    return false;
  }
}

function applyClass(on: boolean) {
  globalThis.document?.documentElement.classList.toggle(ELDER_CLASS, on);
}

interface ElderModeState {
  on: boolean;
  setOn: (on: boolean) => void;
}

export const useElderModeStore = create<ElderModeState>((set) => ({
  on: stored(),
  setOn: (on) => {
    try {
      globalThis.localStorage?.setItem(KEY, on ? '1' : '0');
    } catch {
      // Not kept across visits, but on for this one.
    }
    applyClass(on);
    set({ on });
  },
}));

// Set before the first render, so a reload never flashes the small type.
applyClass(useElderModeStore.getState().on);

export const useElderMode = (): boolean => useElderModeStore((s) => s.on);

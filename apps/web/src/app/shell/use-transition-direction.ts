import { useRef } from 'react';
import { type NavigationType, useLocation, useNavigationType } from 'react-router';

export type Direction = 'forward' | 'back' | 'none';

export function directionOf(navigationType: NavigationType, from: number, to: number): Direction {
  if (navigationType === 'POP') return 'back';
  if (to > from) return 'forward';
  if (to < from) return 'back';
  return 'none';
}

// Derived once per location so re-renders of the same page do not replay the slide.
export function useTransitionDirection(grade: number): Direction {
  const location = useLocation();
  const navigationType = useNavigationType();
  const last = useRef<{ key: string; grade: number; direction: Direction } | null>(null);
  if (last.current === null) {
    last.current = { key: location.key, grade, direction: 'none' };
  } else if (last.current.key !== location.key) {
    last.current = {
      key: location.key,
      grade,
      direction: directionOf(navigationType, last.current.grade, grade),
    };
  }
  return last.current.direction;
}

import { useQueryClient } from '@tanstack/react-query';
import { call, users } from '@tijian/client';
import { type NormalisedExaminee, ownProfileUpdate, validateProfile } from '@tijian/domain';
import { getUserQueryOptions, type User } from './get-user.ts';

/**
 * Booking for 本人 writes what was booked into the profile (domain ownProfileUpdate), so the next
 * booking for 本人 starts from it. Silent: a profile that could not be saved does not stop a booking.
 */
export function useSaveOwnExaminee() {
  const queryClient = useQueryClient();
  return async (user: User, examinee: NormalisedExaminee): Promise<void> => {
    const update = ownProfileUpdate(user, examinee);
    if (!update) return;
    const checked = validateProfile(update);
    if (!checked.ok) return;
    try {
      const saved = await call(
        users.updateUser,
        { body: { ...checked.value, _BIZCODE: '0004' } },
        // 'user' outlives the navigation that follows (the guard cancels only page requests).
        { tag: 'user', silent: true },
      );
      queryClient.setQueryData(getUserQueryOptions().queryKey, saved);
    } catch {
      // Left as it was: the booking goes on with what was typed.
    }
  };
}
